import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { CaptainTrades, Trade, TradePartners } from '../../../shared/api/trades';
import type { ProposeTradeInput, TradeReasonInput } from '../../../shared/schemas/trades';
import { TRADE_MESSAGES } from '../../../shared/trades';
import { recordAudit } from '../../core/audit/audit.service';
import { assertCaptainOfTeam } from '../../core/team-access/index';
import type { Database } from '../../db/client';
import { players, teamRosters, teams, tradePlayers, trades } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { notifyTradeStep } from './trade-notify';
import { addStep, assertBeforeDeadline, assertPlayersMayMove, fieldRefusal, lockTradeTeams, tradeDeadline } from './trade-rules';
import { loadTrade, loadTrades, lockTrade } from './trade-view';

// The captains' side of a trade (issue 24, decision 082): propose, answer, withdraw. Routes let
// captains and admins in; which team is theirs is checked here (core/team-access).

const conflictOf = (message: string) => new AppError('CONFLICT', message);

/** GET /api/captain/teams/{teamId}/trades */
export async function listTeamTrades(db: Database, actor: Actor, teamId: string, now = new Date()): Promise<CaptainTrades> {
  await assertCaptainOfTeam(db, actor, teamId);
  const [[team], list, deadline] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)),
    loadTrades(db, or(eq(trades.proposingTeamId, teamId), eq(trades.receivingTeamId, teamId))),
    tradeDeadline(db, now),
  ]);
  if (!team) throw new AppError('INTERNAL', 'the team went away');
  return {
    team,
    deadline: deadline.deadline,
    deadline_passed: deadline.passed,
    incoming: list.filter((t) => t.receiving.team.id === teamId),
    outgoing: list.filter((t) => t.proposing.team.id === teamId),
  };
}

const rosterOf = async (db: Database, teamId: string, withoutCaptain: boolean) =>
  (
    await db
      .select({ id: players.id, first: players.firstName, last: players.lastName })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(and(eq(teamRosters.teamId, teamId), withoutCaptain ? ne(teamRosters.rosterRole, 'captain') : undefined))
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
  ).map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim() }));

/** GET /api/captain/teams/{teamId}/trades/partners: the other teams of the division and who may be traded (not captains). */
export async function listTradePartners(db: Database, actor: Actor, teamId: string): Promise<TradePartners> {
  await assertCaptainOfTeam(db, actor, teamId);
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw new AppError('INTERNAL', 'the team went away');
  const others = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.seasonId, team.seasonId), eq(teams.divisionId, team.divisionId), ne(teams.id, teamId)))
    .orderBy(asc(teams.name));
  return {
    team: { id: team.id, name: team.name, players: await rosterOf(db, teamId, true) },
    partners: await Promise.all(others.map(async (o) => ({ ...o, players: await rosterOf(db, o.id, true) }))),
  };
}

/** POST /api/captain/teams/{teamId}/trades */
export async function proposeTrade(db: Database, actor: Actor, teamId: string, input: ProposeTradeInput, now = new Date()): Promise<Trade> {
  await assertCaptainOfTeam(db, actor, teamId);
  if (input.to_team_id === teamId) throw invalidField('to_team_id', TRADE_MESSAGES.sameTeam);
  const overlap = input.give_player_ids.find((id) => input.get_player_ids.includes(id));
  if (overlap) throw invalidField('get_player_ids', TRADE_MESSAGES.notOnTeamChoice);
  await assertBeforeDeadline(db, now);
  return db.transaction(async (tx) => {
    const locked = await lockTradeTeams(tx, [teamId, input.to_team_id]).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalidField('to_team_id', TRADE_MESSAGES.toTeam);
      throw error;
    });
    const from = locked.get(teamId);
    const to = locked.get(input.to_team_id);
    if (!from || !to) throw new AppError('INTERNAL', 'a locked team is missing');
    if (from.seasonId !== to.seasonId || from.divisionId !== to.divisionId) throw invalidField('to_team_id', TRADE_MESSAGES.otherDivision);
    const give = [...new Set(input.give_player_ids)].map((playerId) => ({ playerId, fromTeamId: teamId }));
    const get = [...new Set(input.get_player_ids)].map((playerId) => ({ playerId, fromTeamId: to.id }));
    await assertPlayersMayMove(tx, give, locked, fieldRefusal('give_player_ids'));
    await assertPlayersMayMove(tx, get, locked, fieldRefusal('get_player_ids'));
    const [row] = await tx
      .insert(trades)
      .values({
        seasonId: from.seasonId,
        divisionId: from.divisionId,
        proposingTeamId: teamId,
        receivingTeamId: to.id,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'the trade was not stored');
    await tx.insert(tradePlayers).values([...give, ...get].map((m) => ({ tradeId: row.id, ...m })));
    await addStep(tx, row.id, 'proposed', actor, now, input.message);
    await recordAudit(tx, { actor, action: 'trades.proposed', entityType: 'trade', entityId: row.id, before: null, after: { ...row, give, get } });
    await notifyTradeStep(tx, row, 'proposed', actor, { proposing: from.name, receiving: to.name });
    return loadTrade(tx, row.id);
  });
}

type Answer = 'accepted' | 'declined' | 'withdrawn';

/**
 * POST …/trades/{tradeId}/accept | decline | withdraw. Accept and decline belong to the captains
 * of the team the trade was proposed to, withdraw to the proposing team's (an admin may do any).
 * Only a proposed trade moves; accepting checks the deadline and that every player is still
 * where the trade expects (else 409, nothing changes).
 */
export async function answerTrade(
  db: Database,
  actor: Actor,
  teamId: string,
  tradeId: string,
  answer: Answer,
  input: TradeReasonInput = { reason: '' },
  now = new Date(),
): Promise<Trade> {
  await assertCaptainOfTeam(db, actor, teamId);
  if (answer === 'accepted') await assertBeforeDeadline(db, now);
  return db.transaction(async (tx) => {
    const trade = await lockTrade(tx, tradeId, teamId);
    const side = answer === 'withdrawn' ? trade.proposingTeamId : trade.receivingTeamId;
    if (side !== teamId) throw conflictOf(answer === 'withdrawn' ? TRADE_MESSAGES.notYours : TRADE_MESSAGES.notYourTurn);
    if (trade.status !== 'proposed') throw conflictOf(TRADE_MESSAGES.notProposed);
    const locked = await lockTradeTeams(tx, [trade.proposingTeamId, trade.receivingTeamId]);
    if (answer === 'accepted') {
      const moving = await tx
        .select({ playerId: tradePlayers.playerId, fromTeamId: tradePlayers.fromTeamId })
        .from(tradePlayers)
        .where(eq(tradePlayers.tradeId, tradeId));
      await assertPlayersMayMove(tx, moving, locked, conflictOf);
    }
    const [after] = await tx.update(trades).set({ status: answer, updatedAt: now }).where(eq(trades.id, tradeId)).returning();
    if (!after) throw new AppError('INTERNAL', 'the trade went away');
    await addStep(tx, tradeId, answer, actor, now, input.reason);
    await recordAudit(tx, { actor, action: `trades.${answer}`, entityType: 'trade', entityId: tradeId, before: trade, after });
    const names = { proposing: locked.get(trade.proposingTeamId)?.name ?? '', receiving: locked.get(trade.receivingTeamId)?.name ?? '' };
    await notifyTradeStep(tx, after, answer, actor, names);
    return loadTrade(tx, tradeId);
  });
}
