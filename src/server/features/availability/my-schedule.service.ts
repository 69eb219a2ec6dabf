import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { MySchedule, MyScheduleTeam } from '../../../shared/api/availability';
import type { GameSummary } from '../../../shared/api/games';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import type { Database, Transaction } from '../../db/client';
import { divisions, games, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { listGameSummaries } from '../games/index';
import { findCurrentSeason } from '../../core/seasons/current-season';
import { type MyTeamPlace, withTeamAnswers } from './team-answers';
import type { SeasonStatus } from '../../../shared/seasons';

/** A season has one game per team and round: this covers any real season many times over. */
const SEASON_GAMES_LIMIT = 500;
/** Played games shown under the upcoming ones. */
export const RECENT_GAMES_LIMIT = 10;

const LEADS = new Set(['captain', 'co_captain']);

/** The caller's player record, if the account has one. */
export async function findMyPlayerId(db: Database | Transaction, actor: Actor): Promise<string | null> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.userId, actor.userId));
  return row?.id ?? null;
}

/**
 * The season My schedule shows: the current season (seasons/current-season.ts) when the player
 * has a team in it; else the soonest season not completed in which they have one (a player
 * signed to next season's team sees its games there, as the home page's next-game panel does);
 * else the current season, which then says they are on no team yet.
 */
async function findMySeason(db: Database, playerId: string | null): Promise<{ id: string; name: string; status: SeasonStatus } | null> {
  const current = await findCurrentSeason(db);
  if (!playerId) return current;
  const mine = await db
    .selectDistinct({ id: seasons.id, name: seasons.name, status: seasons.status, startDate: seasons.startDate })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(teamRosters.playerId, playerId), ne(seasons.status, 'completed')))
    .orderBy(asc(seasons.startDate), asc(seasons.id));
  if (current && mine.some((s) => s.id === current.id)) return current;
  const [soonest] = mine;
  return soonest ? { id: soonest.id, name: soonest.name, status: soonest.status } : current;
}

/**
 * GET /api/me/schedule (spec §6: player, captain, admin): the games of the caller's teams in
 * their season (findMySeason), with their answers and the team's counts. Live and coming games
 * first; games played or past their slot after, latest first.
 */
export async function getMySchedule({ db, actor, now = new Date() }: { db: Database; actor: Actor | null; now?: Date }): Promise<MySchedule> {
  const caller = requireActor(actor);
  const playerId = await findMyPlayerId(db, caller);
  const season = await findMySeason(db, playerId);
  const empty = { season, player_id: playerId, teams: [], upcoming: [], recent: [] };
  if (!season || !playerId) return empty;

  const memberships = await db
    .select({
      id: teams.id,
      name: teams.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
      divisionId: divisions.id,
      divisionName: divisions.name,
      rosterRole: teamRosters.rosterRole,
    })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(and(eq(teamRosters.playerId, playerId), eq(teams.seasonId, season.id)))
    .orderBy(asc(divisions.name), asc(teams.name));
  if (memberships.length === 0) return empty;

  const myTeams: MyScheduleTeam[] = memberships.map((m) => ({
    id: m.id,
    name: m.name,
    primary_color: m.primaryColor,
    secondary_color: m.secondaryColor,
    division: { id: m.divisionId, name: m.divisionName },
    is_captain: LEADS.has(m.rosterRole),
  }));
  const teamIds = myTeams.map((t) => t.id);
  const seasonGames = await listGameSummaries(db, {
    where: and(eq(games.seasonId, season.id), or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds))),
    order: 'soonest',
    limit: SEASON_GAMES_LIMIT,
  });
  const slotEnded = now.getTime() - GAME_SLOT_MINUTES * 60_000;
  const isUpcoming = (g: GameSummary) => g.is_live || (g.status !== 'final' && g.status !== 'forfeit' && new Date(g.starts_at).getTime() > slotEnded);
  const upcomingGames = seasonGames.filter(isUpcoming);
  const recentGames = seasonGames
    .filter((g) => !isUpcoming(g))
    .reverse()
    .slice(0, RECENT_GAMES_LIMIT);

  const placeOf = placesFor(myTeams);
  const isAdmin = holdsAnyRole(caller, ['admin']);
  const [upcoming, recent] = await Promise.all([
    withTeamAnswers(db, { games: upcomingGames, placeOf, playerId, isAdmin, now }),
    withTeamAnswers(db, { games: recentGames, placeOf, playerId, isAdmin, now }),
  ]);
  return { season, player_id: playerId, teams: myTeams, upcoming, recent };
}

/** The caller's side of a game among their teams (the home side if, oddly, both). */
export function placesFor(myTeams: readonly Pick<MyScheduleTeam, 'id' | 'name' | 'is_captain'>[]): (game: GameSummary) => MyTeamPlace {
  const byId = new Map(myTeams.map((t) => [t.id, t]));
  return (game) => {
    const team = byId.get(game.home_team.id) ?? byId.get(game.away_team.id);
    if (!team) throw new Error(`game ${game.id} is not of the caller's teams`);
    return { teamId: team.id, teamName: team.name, leads: team.is_captain };
  };
}
