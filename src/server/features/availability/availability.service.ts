import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MyScheduleGame } from '../../../shared/api/availability';
import { GAME_STATUS_LABELS, type GameStatus } from '../../../shared/games';
import type { SetAvailabilityInput } from '../../../shared/schemas/availability';
import type { Database } from '../../db/client';
import { gameAvailability, games, teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { listGameSummaries } from '../games/index';
import { findMyPlayerId } from './my-schedule.service';
import { withTeamAnswers } from './team-answers';

export const AVAILABILITY_ERRORS = {
  noPlayer: 'You need a player profile to answer for a game.',
  notYourTeam: 'You can only answer for games of your own team.',
  started: 'This game has started: answers are closed.',
  closed: (status: GameStatus) => `This game is ${GAME_STATUS_LABELS[status].toLowerCase()}: answers are closed.`,
} as const;

/**
 * PUT /api/games/{gameId}/availability: the caller's own answer for a game of a team they are
 * rostered on, until kick-off of a scheduled game. An upsert: sending the same answer again
 * changes nothing (an offline phone may resend it). The game's row is share-locked, so a
 * kick-off (which locks it for update) lands wholly before or after the answer.
 */
export async function setMyAvailability({
  db,
  actor,
  gameId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  input: SetAvailabilityInput;
  now?: Date;
}): Promise<MyScheduleGame> {
  const caller = requireActor(actor);
  return db.transaction(async (tx) => {
    const [game] = await tx
      .select({ status: games.status, startsAt: games.startsAt, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId })
      .from(games)
      .where(eq(games.id, gameId))
      .for('share');
    if (!game) throw notFound('That game');
    const playerId = await findMyPlayerId(tx, caller);
    if (!playerId) throw new AppError('FORBIDDEN', AVAILABILITY_ERRORS.noPlayer);
    const [place] = await tx
      .select({ teamId: teams.id, teamName: teams.name, rosterRole: teamRosters.rosterRole })
      .from(teamRosters)
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .where(and(eq(teamRosters.playerId, playerId), inArray(teamRosters.teamId, [game.homeTeamId, game.awayTeamId])));
    if (!place) throw new AppError('FORBIDDEN', AVAILABILITY_ERRORS.notYourTeam);
    if (game.status !== 'scheduled') throw conflict(AVAILABILITY_ERRORS.closed(game.status));
    if (game.startsAt <= now) throw conflict(AVAILABILITY_ERRORS.started);

    await tx
      .insert(gameAvailability)
      .values({ gameId, playerId, status: input.status, updatedAt: now })
      .onConflictDoUpdate({
        target: [gameAvailability.gameId, gameAvailability.playerId],
        set: { status: input.status, updatedAt: now },
        // The same answer again is not a change: its time stays the first one's.
        setWhere: sql`${gameAvailability.status} <> excluded.status`,
      });

    const summaries = await listGameSummaries(tx, { where: eq(games.id, gameId), order: 'soonest', limit: 1 });
    const leads = place.rosterRole === 'captain' || place.rosterRole === 'co_captain';
    const [answered] = await withTeamAnswers(tx, {
      games: summaries,
      placeOf: () => ({ teamId: place.teamId, teamName: place.teamName, leads }),
      playerId,
      isAdmin: holdsAnyRole(caller, ['admin']),
      now,
    });
    if (!answered) throw notFound('That game');
    return answered;
  });
}
