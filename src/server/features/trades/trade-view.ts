import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Trade } from '../../../shared/api/trades';
import type { Database, Transaction } from '../../db/client';
import { divisions, players, seasons, teams, tradePlayers, trades, tradeSteps, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type Db = Database | Transaction;
const proposingTeam = alias(teams, 'proposing_team');
const receivingTeam = alias(teams, 'receiving_team');

/** Trades as the pages show them (sides with their players, the history), in the order given. */
export async function loadTrades(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Trade[]> {
  const base = db
    .select({
      trade: trades,
      seasonName: seasons.name,
      divisionName: divisions.name,
      proposingName: proposingTeam.name,
      receivingName: receivingTeam.name,
    })
    .from(trades)
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(divisions, eq(divisions.id, trades.divisionId))
    .innerJoin(proposingTeam, eq(proposingTeam.id, trades.proposingTeamId))
    .innerJoin(receivingTeam, eq(receivingTeam.id, trades.receivingTeamId))
    .where(where)
    .orderBy(desc(trades.updatedAt), desc(trades.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const ids = rows.map((r) => r.trade.id);
  if (ids.length === 0) return [];
  const [moving, steps] = await Promise.all([
    db
      .select({ tradeId: tradePlayers.tradeId, fromTeamId: tradePlayers.fromTeamId, id: players.id, first: players.firstName, last: players.lastName })
      .from(tradePlayers)
      .innerJoin(players, eq(players.id, tradePlayers.playerId))
      .where(inArray(tradePlayers.tradeId, ids))
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id)),
    db
      .select({ tradeId: tradeSteps.tradeId, step: tradeSteps.step, note: tradeSteps.note, at: tradeSteps.at, userId: users.id, userName: users.name })
      .from(tradeSteps)
      .leftJoin(users, eq(users.id, tradeSteps.actorUserId))
      .where(inArray(tradeSteps.tradeId, ids))
      .orderBy(asc(tradeSteps.at), asc(tradeSteps.id)),
  ]);
  const givenBy = (tradeId: string, teamId: string) =>
    moving.filter((m) => m.tradeId === tradeId && m.fromTeamId === teamId).map((m) => ({ id: m.id, name: `${m.first} ${m.last}`.trim() }));
  return rows.map(({ trade, ...names }) => ({
    id: trade.id,
    status: trade.status,
    season: { id: trade.seasonId, name: names.seasonName },
    division: { id: trade.divisionId, name: names.divisionName },
    proposing: { team: { id: trade.proposingTeamId, name: names.proposingName }, gives: givenBy(trade.id, trade.proposingTeamId) },
    receiving: { team: { id: trade.receivingTeamId, name: names.receivingName }, gives: givenBy(trade.id, trade.receivingTeamId) },
    message: trade.message,
    created_at: trade.createdAt.toISOString(),
    updated_at: trade.updatedAt.toISOString(),
    history: steps
      .filter((s) => s.tradeId === trade.id)
      .map((s) => ({ step: s.step, by: s.userId ? { id: s.userId, name: s.userName ?? '' } : null, note: s.note, at: s.at.toISOString() })),
  }));
}

export async function loadTrade(db: Db, tradeId: string): Promise<Trade> {
  const [trade] = await loadTrades(db, eq(trades.id, tradeId));
  if (!trade) throw notFound('That trade');
  return trade;
}

/** The trade's row, locked until the transaction ends: one step of a trade at a time. */
export async function lockTrade(tx: Transaction, tradeId: string, teamId?: string) {
  const [row] = await tx.select().from(trades).where(eq(trades.id, tradeId)).for('update');
  // Another team's trade is not found from this team's pages.
  if (!row || (teamId && row.proposingTeamId !== teamId && row.receivingTeamId !== teamId)) throw notFound('That trade');
  return row;
}
