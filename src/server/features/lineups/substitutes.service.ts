import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MySubstituteRequests, SubstituteRequest } from '../../../shared/api/lineups';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import type { RequestSubstituteInput } from '../../../shared/schemas/lineups';
import { MAX_OPEN_SUBSTITUTE_REQUESTS, SUBSTITUTE_MESSAGES } from '../../../shared/substitutes';
import type { Database, Transaction } from '../../db/client';
import { games, players, substituteRequests } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { listGameSummaries } from '../games/index';
import { notify } from '../notifications/index';
import { lineupEditable } from './lineups.service';
import { readSubstituteRequests, readSubstituteRequestsByIds } from './substitute-requests-read';
import { eligibleSubstituteUserIds, substituteRefusal } from './substitute-eligibility';
import { assertLeads, type GameRow, loadGame, teamPlaceInGame } from './team-access';

const REQUEST_NOT_FOUND = 'That substitute request';

async function one(db: Database | Transaction, id: string): Promise<SubstituteRequest> {
  const [request] = await readSubstituteRequestsByIds(db, [id]);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/**
 * POST /api/games/{gameId}/substitute-requests (decision 080): a captain (or admin) of one of
 * the game's teams asks for a substitute until kick-off. The device's client_key makes a retry
 * store nothing new (200 with the same request). Every eligible player with an account is
 * told through the notification service, in the same transaction.
 */
export async function requestSubstitute({
  db,
  actor,
  gameId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  input: RequestSubstituteInput;
  now?: Date;
}): Promise<{ created: boolean; request: SubstituteRequest }> {
  return db.transaction(async (tx) => {
    const game = await loadGame(tx, gameId, 'update');
    const place = await teamPlaceInGame(tx, actor, game, input.team_id);
    assertLeads(place);
    const [again] = await tx
      .select({ id: substituteRequests.id })
      .from(substituteRequests)
      .where(and(eq(substituteRequests.gameId, gameId), eq(substituteRequests.teamId, input.team_id), eq(substituteRequests.clientKey, input.client_key)));
    if (again) return { created: false, request: await one(tx, again.id) };
    if (!lineupEditable(game, now)) throw conflict(SUBSTITUTE_MESSAGES.closed);
    const [open] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(substituteRequests)
      .where(and(eq(substituteRequests.gameId, gameId), eq(substituteRequests.teamId, input.team_id), eq(substituteRequests.status, 'open')));
    if ((open?.n ?? 0) >= MAX_OPEN_SUBSTITUTE_REQUESTS) throw conflict(SUBSTITUTE_MESSAGES.tooMany);

    const [row] = await tx
      .insert(substituteRequests)
      .values({ gameId, teamId: input.team_id, requestedByUserId: place.actor.userId, note: input.note?.trim() ?? '', clientKey: input.client_key })
      .returning({ id: substituteRequests.id });
    if (!row) throw new Error('substitute request was not stored');
    await recordAudit(tx, {
      actor: place.actor,
      action: 'substitute.requested',
      entityType: 'game',
      entityId: gameId,
      before: null,
      after: { team_id: input.team_id, request_id: row.id },
    });
    await notifyEligible(tx, game, place.team.name, row.id);
    return { created: true, request: await one(tx, row.id) };
  });
}

async function notifyEligible(tx: Transaction, game: GameRow, teamName: string, requestId: string): Promise<void> {
  const recipients = await eligibleSubstituteUserIds(tx, game);
  await notify(tx, {
    kind: 'substitute_wanted',
    recipientUserIds: recipients,
    eventKey: `substitute:${requestId}`,
    title: `${teamName} needs a substitute`,
    body: 'A game you could play needs a substitute. The first to claim it plays.',
    url: '/player/my-schedule',
    urgentUntil: game.startsAt,
  });
}

/** DELETE /api/substitute-requests/{requestId}: the captain withdraws an open request. */
export async function cancelSubstituteRequest({ db, actor, requestId }: { db: Database; actor: Actor | null; requestId: string }): Promise<SubstituteRequest> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(substituteRequests).where(eq(substituteRequests.id, requestId)).for('update');
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const game = await loadGame(tx, request.gameId);
    const place = await teamPlaceInGame(tx, actor, game, request.teamId);
    assertLeads(place);
    if (request.status === 'cancelled') return one(tx, requestId);
    if (request.status !== 'open') throw conflict(SUBSTITUTE_MESSAGES.notOpen);
    await tx.update(substituteRequests).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(substituteRequests.id, requestId));
    await recordAudit(tx, {
      actor: place.actor,
      action: 'substitute.withdrawn',
      entityType: 'game',
      entityId: game.id,
      before: { status: 'open' },
      after: { status: 'cancelled', request_id: requestId },
    });
    return one(tx, requestId);
  });
}

/**
 * POST /api/substitute-requests/{requestId}/claim (decision 080): the caller plays as the
 * substitute if they may and nobody was faster. The player's row is locked first, so one
 * player's claims of games at the same time are checked one after the other; the claim itself
 * is one conditional update (open → filled): of two simultaneous claims exactly one finds the
 * request open. Claiming a request one already holds answers it again.
 */
export async function claimSubstituteRequest({
  db,
  actor,
  requestId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  requestId: string;
  now?: Date;
}): Promise<SubstituteRequest> {
  const caller = requireActor(actor);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: substituteRequests.id }).from(substituteRequests).where(eq(substituteRequests.id, requestId));
    if (!exists) throw notFound(REQUEST_NOT_FOUND);
    const [me] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, caller.userId)).for('update');
    if (!me) throw new AppError('FORBIDDEN', SUBSTITUTE_MESSAGES.noPlayer);
    // Read after the player's lock: a claim of this player's that was waiting on it is seen.
    const [request] = await tx.select().from(substituteRequests).where(eq(substituteRequests.id, requestId));
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.claimedByPlayerId === me.id) return one(tx, requestId);
    if (request.status === 'cancelled') throw conflict(SUBSTITUTE_MESSAGES.cancelled);
    if (request.status === 'filled') throw conflict(SUBSTITUTE_MESSAGES.taken);
    const game = await loadGame(tx, request.gameId, 'share');
    if (!lineupEditable(game, now)) throw conflict(SUBSTITUTE_MESSAGES.closed);
    const refusal = await substituteRefusal(tx, game, me.id);
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    const [held] = await tx
      .select({ id: substituteRequests.id })
      .from(substituteRequests)
      .where(and(eq(substituteRequests.gameId, game.id), eq(substituteRequests.claimedByPlayerId, me.id)));
    if (held) throw conflict(SUBSTITUTE_MESSAGES.alreadyClaimed);

    const [won] = await tx
      .update(substituteRequests)
      .set({ status: 'filled', claimedByPlayerId: me.id, claimedAt: now, updatedAt: now })
      .where(and(eq(substituteRequests.id, requestId), eq(substituteRequests.status, 'open')))
      .returning({ id: substituteRequests.id });
    if (!won) throw conflict(SUBSTITUTE_MESSAGES.taken);
    await recordAudit(tx, {
      actor: caller,
      action: 'substitute.claimed',
      entityType: 'game',
      entityId: game.id,
      before: { status: 'open' },
      after: { status: 'filled', request_id: requestId },
    });
    if (request.requestedByUserId) {
      await notify(tx, {
        kind: 'substitute_found',
        recipientUserIds: [request.requestedByUserId],
        eventKey: `substitute:${requestId}:filled`,
        title: 'Your substitute request was claimed',
        body: 'A player claimed your substitute spot: they are in your lineup now.',
        url: `/captain/formation/${game.id}`,
      });
    }
    return one(tx, requestId);
  });
}

/**
 * GET /api/me/substitute-requests: the open requests of games still to come that the caller
 * may claim, and the ones they claimed.
 */
export async function listMySubstituteRequests({
  db,
  actor,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  now?: Date;
}): Promise<MySubstituteRequests> {
  const caller = requireActor(actor);
  const [me] = await db.select({ id: players.id }).from(players).where(eq(players.userId, caller.userId));
  if (!me) return { open: [], claimed: [] };
  const ahead = and(eq(games.status, 'scheduled'), gt(games.startsAt, now));
  const openRows = await db
    .select({ id: substituteRequests.id, gameId: games.id })
    .from(substituteRequests)
    .innerJoin(games, eq(games.id, substituteRequests.gameId))
    .where(and(eq(substituteRequests.status, 'open'), ahead))
    .orderBy(asc(games.startsAt), asc(substituteRequests.createdAt))
    .limit(50);
  const claimable: string[] = [];
  const refusalOf = new Map<string, string | null>();
  for (const row of openRows) {
    if (!refusalOf.has(row.gameId)) refusalOf.set(row.gameId, await substituteRefusal(db, await loadGame(db, row.gameId), me.id));
    if (refusalOf.get(row.gameId) === null) claimable.push(row.id);
  }
  const claimedRows = await db
    .select({ id: substituteRequests.id })
    .from(substituteRequests)
    .innerJoin(games, eq(games.id, substituteRequests.gameId))
    .where(and(eq(substituteRequests.claimedByPlayerId, me.id), sql`${games.startsAt} > ${new Date(now.getTime() - GAME_SLOT_MINUTES * 60_000)}`));
  const requests = await readSubstituteRequests(
    db,
    inArray(substituteRequests.id, [...claimable, ...claimedRows.map((r) => r.id), '00000000-0000-0000-0000-000000000000']),
  );
  const gameIds = [...new Set(requests.map((r) => r.game_id))];
  const summaries = gameIds.length ? await listGameSummaries(db, { where: inArray(games.id, gameIds), order: 'soonest', limit: gameIds.length }) : [];
  const gameOf = new Map(summaries.map((g) => [g.id, g]));
  const withGame = (ids: readonly string[], mine: boolean) =>
    requests
      .filter((r) => ids.includes(r.id))
      .flatMap((request) => {
        const game = gameOf.get(request.game_id);
        return game ? [{ request, game, claimed_by_me: mine }] : [];
      })
      .sort((a, b) => a.game.starts_at.localeCompare(b.game.starts_at));
  return {
    open: withGame(claimable, false),
    claimed: withGame(
      claimedRows.map((r) => r.id),
      true,
    ),
  };
}
