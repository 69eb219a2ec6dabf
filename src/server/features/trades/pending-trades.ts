import { and, count, eq, inArray, or } from 'drizzle-orm';
import { PENDING_TRADE_STATUSES } from '../../../shared/trades';
import type { Database } from '../../db/client';
import { trades } from '../../db/schema/index';

/** The team's trades still waiting for a captain or an admin (the captain dashboard's figure). */
export async function countPendingTrades(db: Database, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(and(or(eq(trades.proposingTeamId, teamId), eq(trades.receivingTeamId, teamId)), inArray(trades.status, [...PENDING_TRADE_STATUSES])));
  return row?.n ?? 0;
}
