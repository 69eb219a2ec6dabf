import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GameEventChange } from '../../../shared/api/referee';
import { deriveGameState } from '../../../shared/game-state';
import { EARLY_KICK_OFF_MS, hasResult } from '../../../shared/games';
import type { CorrectGameEventInput, DeleteGameEventInput, GameEventFields, RecordGameEventInput } from '../../../shared/schemas/game-events';
import { isUuid } from '../../../shared/schemas/ids';
import type { Database, Transaction } from '../../db/client';
import { gameEvents, games, nextGameRevision } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { loadRefereeGamesWithEvents } from '../games/index';
import { publishLiveGame } from '../live/index';
import { markStandingsStale } from '../standings/index';
import { authorizeGame, type GameRow } from './game-access';
import {
  assertEventFields,
  assertModeMayHandle,
  assertMayChange,
  assertMayRecord,
  assertOnRoster,
  GAME_EVENT_CONFLICTS,
  timelineFacts,
} from './game-event-rules';

/**
 * Recording, correcting and deleting a game's events (decisions 035, 037). Every write locks
 * the game's row first, so two devices of one game take turns: each sees the other's events,
 * and the status and score derived at the end of each transaction count them all.
 */

type EventRow = typeof gameEvents.$inferSelect;

export const EVENT_NOT_FOUND = 'That event';

async function liveEvents(tx: Transaction, gameId: string) {
  return tx
    .select({ type: gameEvents.type, teamId: gameEvents.teamId })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), isNull(gameEvents.deletedAt)));
}

/**
 * The one place a game's status and score follow its events. `sequence` rises when the status
 * changes (calendar feeds show it). A game kicked off well before its time takes the real
 * kick-off time (EARLY_KICK_OFF_MS).
 */
async function applyDerivedState(tx: Transaction, game: GameRow, now: Date): Promise<void> {
  const events = await liveEvents(tx, game.id);
  const state = deriveGameState(
    events.map((e) => ({ type: e.type, team_id: e.teamId })),
    { home_team_id: game.homeTeamId, away_team_id: game.awayTeamId },
  );
  const startedEarly = game.status === 'scheduled' && state.is_live && now.getTime() < game.startsAt.getTime() - EARLY_KICK_OFF_MS;
  await tx
    .update(games)
    .set({
      ...(startedEarly ? { startsAt: now } : {}),
      status: state.status,
      isLive: state.is_live,
      homeScore: state.home_score,
      awayScore: state.away_score,
      updatedAt: now,
      revision: nextGameRevision(),
      ...(state.status === game.status ? {} : { sequence: sql`${games.sequence} + 1` }),
    })
    .where(eq(games.id, game.id));
  // A counted result, or a card of one, changed (or the game starts or stops counting): the
  // division's stored table is behind (decision 041). Live games' events leave it alone.
  if (hasResult(game.status) || hasResult(state.status)) await markStandingsStale(tx, game.seasonId, game.divisionId);
}

/** The game as it is now, in the transaction (notes included); published to /live viewers (without) when it changed. */
async function answer(tx: Transaction, gameId: string, eventId: string, publish: boolean): Promise<GameEventChange> {
  const [game] = await loadRefereeGamesWithEvents(tx, [gameId]);
  if (!game) throw notFound('That game');
  if (publish) await publishLiveGame(tx, game);
  return { event_id: eventId, game };
}

/**
 * POST /api/games/:gameId/events. A client_key the caller already stored for the game answers
 * that event (created false: the route says 200) and changes nothing, whatever the game looks
 * like now, so a device replaying its queue never gets a 409 for an event that did arrive. A
 * key is its author's: another recorder's event with the same key is not a replay of it.
 */
export async function recordGameEvent({
  db,
  actor,
  gameId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  input: RecordGameEventInput;
  now?: Date;
}): Promise<{ change: GameEventChange; created: boolean }> {
  return db.transaction(async (tx) => {
    const { actor: caller, game, mode } = await authorizeGame(tx, actor, gameId, { lock: true });
    const stored = await eventByClientKey(tx, game.id, caller.userId, input.client_key);
    if (stored) return { change: await answer(tx, game.id, stored.id, false), created: false };

    const { type } = input;
    assertModeMayHandle(mode, type);
    assertMayRecord(caller, game, timelineFacts(await liveEvents(tx, game.id)), type);
    await assertOnRoster(tx, game, input);

    const [row] = await tx
      .insert(gameEvents)
      .values({
        gameId: game.id,
        type,
        minute: input.minute ?? null,
        teamId: input.team_id ?? null,
        playerId: input.player_id ?? null,
        assistPlayerId: input.assist_player_id ?? null,
        note: input.note ?? '',
        clientKey: input.client_key,
        recordedByUserId: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      // The unique index has the last word (the row lock makes this a formality).
      .onConflictDoNothing({ target: [gameEvents.gameId, gameEvents.recordedByUserId, gameEvents.clientKey] })
      .returning({ id: gameEvents.id });
    if (!row) {
      const winner = await eventByClientKey(tx, game.id, caller.userId, input.client_key);
      if (!winner) throw new Error('game event was neither stored nor found');
      return { change: await answer(tx, game.id, winner.id, false), created: false };
    }
    await applyDerivedState(tx, game, now);
    return { change: await answer(tx, game.id, row.id, true), created: true };
  });
}

/** The caller's own event with this key, if stored: keys are per game and per author. */
async function eventByClientKey(tx: Transaction, gameId: string, authorUserId: string, clientKey: string) {
  const [row] = await tx
    .select({ id: gameEvents.id })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.recordedByUserId, authorUserId), eq(gameEvents.clientKey, clientKey)));
  return row;
}

async function storedEvent(tx: Transaction, gameId: string, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(gameEvents)
    .where(and(eq(gameEvents.id, eventId), eq(gameEvents.gameId, gameId)));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** What the audit log keeps of an event. */
const auditView = (row: EventRow) => ({
  type: row.type,
  minute: row.minute,
  team_id: row.teamId,
  player_id: row.playerId,
  assist_player_id: row.assistPlayerId,
  note: row.note,
  correction_reason: row.correctionReason,
});

/**
 * PATCH /api/games/:gameId/events/:eventId: changes the fields sent (null clears one), keeps
 * the reason, checks the result by the same rules as a new event, and audits the change.
 */
export async function correctGameEvent({
  db,
  actor,
  gameId,
  eventId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  eventId: string;
  input: CorrectGameEventInput;
  now?: Date;
}): Promise<GameEventChange> {
  return db.transaction(async (tx) => {
    const { actor: caller, game, mode } = await authorizeGame(tx, actor, gameId, { lock: true });
    const before = await storedEvent(tx, game.id, eventId);
    if (before.deletedAt) throw notFound(EVENT_NOT_FOUND);
    assertModeMayHandle(mode, before.type);
    assertMayChange(caller, game, timelineFacts(await liveEvents(tx, game.id)));
    const pick = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);
    const merged: GameEventFields = {
      type: before.type,
      team_id: pick(input.team_id, before.teamId),
      player_id: pick(input.player_id, before.playerId),
      assist_player_id: pick(input.assist_player_id, before.assistPlayerId),
      note: pick(input.note, before.note),
    };
    assertEventFields(merged);
    await assertOnRoster(tx, game, merged);
    const [after] = await tx
      .update(gameEvents)
      .set({
        minute: pick(input.minute, before.minute),
        teamId: merged.team_id ?? null,
        playerId: merged.player_id ?? null,
        assistPlayerId: merged.assist_player_id ?? null,
        note: merged.note ?? '',
        correctionReason: input.reason,
        updatedAt: now,
      })
      .where(eq(gameEvents.id, before.id))
      .returning();
    if (!after) throw new Error('game event was not corrected');
    await recordAudit(tx, {
      actor: caller,
      action: 'game_event.corrected',
      entityType: 'game_event',
      entityId: before.id,
      before: auditView(before),
      after: auditView(after),
    });
    await applyDerivedState(tx, game, now);
    return answer(tx, game.id, before.id, true);
  });
}

/**
 * DELETE /api/games/:gameId/events/:eventId: the row stays with deleted_at and the reason, out
 * of the timeline and the score. Deleting it again answers the game as it is (the offline
 * queue may send it twice).
 */
export async function deleteGameEvent({
  db,
  actor,
  gameId,
  eventId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  eventId: string;
  input: DeleteGameEventInput;
  now?: Date;
}): Promise<GameEventChange> {
  return db.transaction(async (tx) => {
    const { actor: caller, game, mode } = await authorizeGame(tx, actor, gameId, { lock: true });
    const before = await storedEvent(tx, game.id, eventId);
    assertModeMayHandle(mode, before.type);
    if (before.deletedAt) return answer(tx, game.id, before.id, false);
    const events = await liveEvents(tx, game.id);
    assertMayChange(caller, game, timelineFacts(events));
    // Without its kick-off a game's goals and cards would belong to a game not started.
    if (before.type === 'kick_off' && events.some((e) => e.type !== 'kick_off' && e.type !== 'note')) throw conflict(GAME_EVENT_CONFLICTS.kickOffWithEvents);
    await tx.update(gameEvents).set({ deletedAt: now, deleteReason: input.reason, updatedAt: now }).where(eq(gameEvents.id, before.id));
    await recordAudit(tx, {
      actor: caller,
      action: 'game_event.deleted',
      entityType: 'game_event',
      entityId: before.id,
      before: auditView(before),
      after: { delete_reason: input.reason },
    });
    await applyDerivedState(tx, game, now);
    return answer(tx, game.id, before.id, true);
  });
}
