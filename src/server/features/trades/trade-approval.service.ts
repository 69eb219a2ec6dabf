import { and, count, eq, inArray } from 'drizzle-orm';
import type { AdminTradePage, Trade } from '../../../shared/api/trades';
import type { ApproveTradeInput, TradeReasonInput } from '../../../shared/schemas/trades';
import { TRADE_MESSAGES, TRADE_STATUS_LABELS, type TradeStatus } from '../../../shared/trades';
import { recordAudit } from '../../core/audit/audit.service';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, tradePlayers, trades } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { pageWindow, type PageRequest } from '../../http/list-query';
import { syncCaptainRoles, type TeamRow } from '../teams/index';
import { notifyTradeStep } from './trade-notify';
import { addStep, assertBeforeDeadline, assertPlayersMayMove, lockTradeTeams, rosterChanged, type Moving } from './trade-rules';
import { loadTrade, loadTrades, lockTrade } from './trade-view';

// The admin's side of a trade (issue 24, decision 082): the list, approval (with an edit) and
// rejection. Approval moves every player in one transaction after re-checking, under the
// teams' row locks, that each is still on the team they leave and may play for the other.

const conflictOf = (message: string) => new AppError('CONFLICT', message);

/** GET /api/admin/trades */
export async function listAdminTrades(db: Database, query: PageRequest & { status?: TradeStatus }): Promise<AdminTradePage> {
  const where = query.status ? eq(trades.status, query.status) : undefined;
  const [items, [total]] = await Promise.all([loadTrades(db, where, pageWindow(query)), db.select({ n: count() }).from(trades).where(where)]);
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

function assertPending(status: TradeStatus, wanted: TradeStatus, message: string) {
  if (status === wanted) return;
  if (status === 'proposed' || status === 'accepted') throw conflictOf(message);
  throw conflictOf(TRADE_MESSAGES.notPending(TRADE_STATUS_LABELS[status]));
}

/** The admin's edit: the chosen players replace the trade's, each side from its own team. */
async function applyEdit(tx: Transaction, trade: typeof trades.$inferSelect, input: ApproveTradeInput, locked: Map<string, TeamRow>): Promise<string | null> {
  if (!input.proposing_player_ids && !input.receiving_player_ids) return null;
  const current = await tx.select().from(tradePlayers).where(eq(tradePlayers.tradeId, trade.id));
  const sideOf = (teamId: string, chosen: string[] | undefined) =>
    [...new Set(chosen ?? current.filter((m) => m.fromTeamId === teamId).map((m) => m.playerId))].map((playerId) => ({ playerId, fromTeamId: teamId }));
  const proposing = sideOf(trade.proposingTeamId, input.proposing_player_ids);
  const receiving = sideOf(trade.receivingTeamId, input.receiving_player_ids);
  if (proposing.some((p) => receiving.some((r) => r.playerId === p.playerId))) throw invalidField('receiving_player_ids', TRADE_MESSAGES.notOnTeamChoice);
  await assertPlayersMayMove(tx, proposing, locked, (message) => invalidField('proposing_player_ids', message));
  await assertPlayersMayMove(tx, receiving, locked, (message) => invalidField('receiving_player_ids', message));
  const before = current.map((m) => m.playerId).sort();
  const after = [...proposing, ...receiving].map((m) => m.playerId).sort();
  if (
    before.join() === after.join() &&
    current.every((m) => [...proposing, ...receiving].some((n) => n.playerId === m.playerId && n.fromTeamId === m.fromTeamId))
  ) {
    return null;
  }
  await tx.delete(tradePlayers).where(eq(tradePlayers.tradeId, trade.id));
  await tx.insert(tradePlayers).values([...proposing, ...receiving].map((m) => ({ tradeId: trade.id, ...m })));
  const names = await tx.select({ id: players.id, first: players.firstName, last: players.lastName }).from(players).where(inArray(players.id, after));
  const listed = (side: Moving[]) =>
    side
      .map((m) => names.find((n) => n.id === m.playerId))
      .map((n) => `${n?.first} ${n?.last}`.trim())
      .join(', ');
  return `${locked.get(trade.proposingTeamId)?.name} gives ${listed(proposing)}; ${locked.get(trade.receivingTeamId)?.name} gives ${listed(receiving)}.`;
}

/** Moves each player to the other team of the trade: a plain player there, without a jersey number (it may be taken). */
async function movePlayers(tx: Transaction, actor: Actor, trade: typeof trades.$inferSelect, moving: Moving[]): Promise<void> {
  const users: (string | null)[] = [];
  for (const { playerId, fromTeamId } of moving) {
    const toTeamId = fromTeamId === trade.proposingTeamId ? trade.receivingTeamId : trade.proposingTeamId;
    const [before] = await tx
      .select()
      .from(teamRosters)
      .where(and(eq(teamRosters.teamId, fromTeamId), eq(teamRosters.playerId, playerId)));
    const [after] = await tx
      .update(teamRosters)
      .set({ teamId: toTeamId, rosterRole: 'player', jerseyNumber: null })
      .where(and(eq(teamRosters.teamId, fromTeamId), eq(teamRosters.playerId, playerId)))
      .returning();
    // Checked under the same locks a moment ago; a missing row here is a bug, not a race.
    if (!before || !after) throw new AppError('INTERNAL', 'a traded player left the roster under the lock');
    await recordAudit(tx, { actor, action: 'teams.roster_traded', entityType: 'team', entityId: toTeamId, before, after });
    const [account] = await tx.select({ userId: players.userId }).from(players).where(eq(players.id, playerId));
    users.push(account?.userId ?? null);
  }
  // A co-captain traded away loses the captain role unless they lead another team.
  await syncCaptainRoles(tx, users);
}

/** POST /api/admin/trades/{tradeId}/approve */
export async function approveTrade(db: Database, actor: Actor, tradeId: string, input: ApproveTradeInput, now = new Date()): Promise<Trade> {
  await assertBeforeDeadline(db, now);
  return db.transaction(async (tx) => {
    const trade = await lockTrade(tx, tradeId);
    assertPending(trade.status, 'accepted', TRADE_MESSAGES.notAccepted);
    const locked = await lockTradeTeams(tx, [trade.proposingTeamId, trade.receivingTeamId]);
    const edit = await applyEdit(tx, trade, input, locked);
    if (edit) await addStep(tx, tradeId, 'edited', actor, now, edit);
    const moving = await tx
      .select({ playerId: tradePlayers.playerId, fromTeamId: tradePlayers.fromTeamId })
      .from(tradePlayers)
      .where(eq(tradePlayers.tradeId, tradeId));
    // The re-check under the locks: a roster change since the captains agreed refuses the whole trade.
    await assertPlayersMayMove(tx, moving, locked, rosterChanged);
    await movePlayers(tx, actor, trade, moving);
    const [after] = await tx.update(trades).set({ status: 'approved', updatedAt: now }).where(eq(trades.id, tradeId)).returning();
    if (!after) throw new AppError('INTERNAL', 'the trade went away');
    // One millisecond on: the history lists the edit before the approval.
    await addStep(tx, tradeId, 'approved', actor, new Date(now.getTime() + 1));
    await recordAudit(tx, { actor, action: 'trades.approved', entityType: 'trade', entityId: tradeId, before: trade, after: { ...after, moving, edit } });
    const names = { proposing: locked.get(trade.proposingTeamId)?.name ?? '', receiving: locked.get(trade.receivingTeamId)?.name ?? '' };
    await notifyTradeStep(tx, after, 'approved', actor, names);
    return loadTrade(tx, tradeId);
  });
}

/** POST /api/admin/trades/{tradeId}/reject: a proposed or accepted trade; nothing moves. */
export async function rejectTrade(db: Database, actor: Actor, tradeId: string, input: TradeReasonInput, now = new Date()): Promise<Trade> {
  return db.transaction(async (tx) => {
    const trade = await lockTrade(tx, tradeId);
    if (trade.status !== 'proposed') assertPending(trade.status, 'accepted', TRADE_MESSAGES.notAccepted);
    const [after] = await tx.update(trades).set({ status: 'rejected', updatedAt: now }).where(eq(trades.id, tradeId)).returning();
    if (!after) throw new AppError('INTERNAL', 'the trade went away');
    await addStep(tx, tradeId, 'rejected', actor, now, input.reason);
    await recordAudit(tx, {
      actor,
      action: 'trades.rejected',
      entityType: 'trade',
      entityId: tradeId,
      before: trade,
      after: { ...after, reason: input.reason },
    });
    const locked = await lockTradeTeams(tx, [trade.proposingTeamId, trade.receivingTeamId]);
    const names = { proposing: locked.get(trade.proposingTeamId)?.name ?? '', receiving: locked.get(trade.receivingTeamId)?.name ?? '' };
    await notifyTradeStep(tx, after, 'rejected', actor, names);
    return loadTrade(tx, tradeId);
  });
}

export { loadTrade };
