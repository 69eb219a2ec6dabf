import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilityCounts, MyScheduleGame, TeamAnswer } from '../../../shared/api/availability';
import type { GameSummary } from '../../../shared/api/games';
import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../../shared/games';
import type { Database, Transaction } from '../../db/client';
import { gameAvailability, players, teamRosters } from '../../db/schema/index';
import { positionsOf } from '../lineups/index';

/** The caller's place on one of the game's teams. */
export interface MyTeamPlace {
  teamId: string;
  teamName: string;
  /** Captain or co-captain of it. */
  leads: boolean;
}

const isAvailabilityStatus = (value: string): value is AvailabilityStatus => (AVAILABILITY_STATUSES as readonly string[]).includes(value);

/** Captain, co-captains, then players; by jersey number (none last) and name: the public roster's order. */
const rosterOrder = [
  sql`case ${teamRosters.rosterRole} when 'captain' then 0 when 'co_captain' then 1 else 2 end`,
  sql`${teamRosters.jerseyNumber} asc nulls last`,
  asc(players.lastName),
  asc(players.firstName),
  asc(players.id),
];

/**
 * The games as the player's schedule shows them: the caller's answer, the team's counts (its
 * current roster: a player who left no longer counts) and, for those who lead the team or
 * admins, who answered what. Two queries for any number of games.
 */
export async function withTeamAnswers(
  db: Database | Transaction,
  input: { games: readonly GameSummary[]; placeOf: (game: GameSummary) => MyTeamPlace; playerId: string; isAdmin: boolean; now: Date },
): Promise<MyScheduleGame[]> {
  if (input.games.length === 0) return [];
  const places = input.games.map((game) => input.placeOf(game));
  const teamIds = [...new Set(places.map((p) => p.teamId))];
  const gameIds = input.games.map((g) => g.id);
  const [roster, answered] = await Promise.all([
    db
      .select({ teamId: teamRosters.teamId, playerId: players.id, firstName: players.firstName, lastName: players.lastName })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(inArray(teamRosters.teamId, teamIds))
      .orderBy(...rosterOrder),
    db
      .select({ gameId: gameAvailability.gameId, playerId: gameAvailability.playerId, status: gameAvailability.status })
      .from(gameAvailability)
      .where(inArray(gameAvailability.gameId, gameIds)),
  ]);
  // Where the caller stands in each saved lineup (decision 079): "Midfielder 2", "Bench".
  const positions = await positionsOf(db, gameIds, input.playerId);
  const answerOf = new Map(answered.map((a) => [`${a.gameId}/${a.playerId}`, isAvailabilityStatus(a.status) ? a.status : null]));

  return input.games.map((game, index) => {
    const place = places[index] as MyTeamPlace;
    const answers: TeamAnswer[] = roster
      .filter((member) => member.teamId === place.teamId)
      .map((member) => ({
        player: { id: member.playerId, name: `${member.firstName} ${member.lastName}`.trim() },
        status: answerOf.get(`${game.id}/${member.playerId}`) ?? null,
      }));
    return {
      game,
      team: { id: place.teamId, name: place.teamName },
      my_status: answerOf.get(`${game.id}/${input.playerId}`) ?? null,
      my_position: positions.get(game.id) ?? null,
      can_answer: canAnswer(game, input.now),
      counts: countAnswers(answers),
      answers: place.leads || input.isAdmin ? answers : null,
    };
  });
}

/** Answers are taken for scheduled games until kick-off. */
export function canAnswer(game: Pick<GameSummary, 'status' | 'starts_at'>, now: Date): boolean {
  return game.status === 'scheduled' && new Date(game.starts_at) > now;
}

export function countAnswers(answers: readonly Pick<TeamAnswer, 'status'>[]): AvailabilityCounts {
  const counts: AvailabilityCounts = { going: 0, maybe: 0, not_going: 0, no_answer: 0 };
  for (const answer of answers) counts[answer.status ?? 'no_answer'] += 1;
  return counts;
}
