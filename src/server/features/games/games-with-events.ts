import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameEvent, GameWithEvents } from '../../../shared/api/games';
import type { Database, Transaction } from '../../db/client';
import { gameEvents, games, players } from '../../db/schema/index';
import { listGameSummaries } from './games.service';

const scorer = alias(players, 'scorer');
const assistant = alias(players, 'assistant');

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * The timelines of some games: their events not deleted, in the order they happened (minute,
 * then when recorded), keyed by game id. Names only: public pages show them.
 */
export async function loadGameEvents(db: Database | Transaction, gameIds: readonly string[]): Promise<Map<string, GameEvent[]>> {
  const timelines = new Map<string, GameEvent[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return timelines;
  const rows = await db
    .select({
      id: gameEvents.id,
      gameId: gameEvents.gameId,
      type: gameEvents.type,
      minute: gameEvents.minute,
      teamId: gameEvents.teamId,
      playerId: gameEvents.playerId,
      playerFirst: scorer.firstName,
      playerLast: scorer.lastName,
      assistId: gameEvents.assistPlayerId,
      assistFirst: assistant.firstName,
      assistLast: assistant.lastName,
      note: gameEvents.note,
      correctionReason: gameEvents.correctionReason,
      createdAt: gameEvents.createdAt,
    })
    .from(gameEvents)
    .leftJoin(scorer, eq(scorer.id, gameEvents.playerId))
    .leftJoin(assistant, eq(assistant.id, gameEvents.assistPlayerId))
    .where(and(inArray(gameEvents.gameId, [...gameIds]), isNull(gameEvents.deletedAt)))
    .orderBy(asc(gameEvents.createdAt), asc(gameEvents.id));
  for (const r of rows) {
    const playerName = fullName(r.playerFirst, r.playerLast);
    const assistName = fullName(r.assistFirst, r.assistLast);
    timelines.get(r.gameId)?.push({
      id: r.id,
      type: r.type,
      minute: r.minute,
      team_id: r.teamId,
      player: r.playerId && playerName ? { id: r.playerId, name: playerName } : null,
      assist: r.assistId && assistName ? { id: r.assistId, name: assistName } : null,
      note: r.note,
      correction_reason: r.correctionReason,
      created_at: r.createdAt.toISOString(),
    });
  }
  for (const [gameId, events] of timelines) timelines.set(gameId, inMatchOrder(events));
  return timelines;
}

/**
 * Recorded order, moved by minute: a goal entered late with its minute sorts into place. An
 * event without a minute stays after the one recorded before it.
 */
export function inMatchOrder(events: readonly GameEvent[]): GameEvent[] {
  let minute = 0;
  const keyed = events.map((event, index) => {
    minute = event.minute ?? minute;
    return { event, minute, index };
  });
  keyed.sort((a, b) => a.minute - b.minute || a.index - b.index);
  return keyed.map((k) => k.event);
}

/**
 * A game as anyone may see it: the referee's notes are private (product.md: public data never
 * includes notes; decision 037), so `note` events are left out and no event keeps its note.
 * Every public answer with a timeline goes through here: GET /api/games/{id}, /api/live and
 * its stream.
 */
export function publicGameOf(game: GameWithEvents): GameWithEvents {
  const events = game.events
    .filter((event) => event.type !== 'note')
    .map(({ id, type, minute, team_id, player, assist, correction_reason, created_at }) => ({
      id,
      type,
      minute,
      team_id,
      player,
      assist,
      correction_reason,
      created_at,
    }));
  return { ...game, events };
}

/** Public games with their timelines, in the order asked. */
export async function loadGamesWithEvents(db: Database | Transaction, gameIds: readonly string[]): Promise<GameWithEvents[]> {
  return (await loadRefereeGamesWithEvents(db, gameIds)).map(publicGameOf);
}

/** Games with their whole timelines, notes included: for the referee's page only. */
export async function loadRefereeGamesWithEvents(db: Database | Transaction, gameIds: readonly string[]): Promise<GameWithEvents[]> {
  if (gameIds.length === 0) return [];
  const summaries = await listGameSummaries(db, { where: inArray(games.id, [...gameIds]), order: 'soonest', limit: gameIds.length });
  const owners = await db
    .select({ id: games.id, seasonId: games.seasonId, divisionId: games.divisionId, revision: games.revision })
    .from(games)
    .where(inArray(games.id, [...gameIds]));
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  const timelines = await loadGameEvents(db, gameIds);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return gameIds.flatMap((id) => {
    const summary = byId.get(id);
    const owner = ownerOf.get(id);
    if (!summary || !owner) return [];
    return [{ ...summary, season_id: owner.seasonId, division_id: owner.divisionId, revision: owner.revision, events: timelines.get(id) ?? [] }];
  });
}
