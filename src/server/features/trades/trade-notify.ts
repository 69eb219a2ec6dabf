import { and, eq, inArray, ne } from 'drizzle-orm';
import { TRADE_STEP_LABELS, type TradeStep } from '../../../shared/trades';
import { LEADING_ROSTER_ROLES } from '../../core/team-access/index';
import type { Transaction } from '../../db/client';
import { players, teamRosters, type trades } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { notify } from '../notifications/index';

type TradeRow = typeof trades.$inferSelect;

/** The accounts that captain or co-captain either team of the trade. */
async function captainsOf(tx: Transaction, teamIds: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ userId: players.userId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(inArray(teamRosters.teamId, [...teamIds]), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES]), ne(players.userId, '')));
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/**
 * Every step of a trade tells the captains of both teams (decision 082), in the step's
 * transaction, but not the person who took it. A proposal is its own kind ("Trade proposals");
 * the later steps are "Trade updates".
 */
export async function notifyTradeStep(
  tx: Transaction,
  trade: TradeRow,
  step: TradeStep,
  actor: Actor,
  names: { proposing: string; receiving: string },
): Promise<void> {
  const recipients = (await captainsOf(tx, [trade.proposingTeamId, trade.receivingTeamId])).filter((id) => id !== actor.userId);
  const between = `${names.proposing} and ${names.receiving}`;
  const title = step === 'proposed' ? `Trade proposed by ${names.proposing}` : `Trade ${TRADE_STEP_LABELS[step].toLowerCase()}: ${between}`;
  const body =
    step === 'proposed'
      ? `${names.proposing} proposed a trade to ${names.receiving}. Open it to accept or decline.`
      : step === 'approved'
        ? `The trade between ${between} was approved: the players have moved.`
        : `The trade between ${between} was ${TRADE_STEP_LABELS[step].toLowerCase()}.`;
  await notify(tx, {
    kind: step === 'proposed' ? 'trade_proposed' : 'trade_update',
    recipientUserIds: recipients,
    eventKey: `trade:${trade.id}:${step}`,
    title,
    body,
    url: '/captain/trades',
  });
}
