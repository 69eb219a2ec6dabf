import { and, eq, gt, gte, isNotNull, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDiscountCode } from '../../../shared/api/discount-codes';
import { isDiscountKind, type DiscountCodeStatus } from '../../../shared/discount-codes';
import type { Database, Transaction } from '../../db/client';
import { discountCodes, registrations, seasons } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';

/** A registration that was cancelled or refunded gave its use back. */
export const RELEASED_REGISTRATION_STATUSES = ['cancelled', 'refunded'] as const;

/**
 * Uses of one code, counted in the caller's transaction. The registration flow should lock the
 * code's row (lockDiscountCode) before counting, so two players cannot both take the last use.
 */
export async function countDiscountCodeUses(db: Database | Transaction, codeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.discountCodeId, codeId), notInArray(registrations.status, [...RELEASED_REGISTRATION_STATUSES])));
  return Number(row?.count ?? 0);
}

// Spelled out: drizzle writes a lone column unqualified, which inside the subquery would name
// the subquery's own table.
const usesSql = sql<number>`(select count(*)::int from registrations r where r.discount_code_id = discount_codes.id and r.status not in ('cancelled', 'refunded'))`;

export const adminDiscountCodeColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  description: discountCodes.description,
  kind: discountCodes.kind,
  percentOff: discountCodes.percentOff,
  amountOffCents: discountCodes.amountOffCents,
  seasonId: discountCodes.seasonId,
  seasonName: seasons.name,
  validFrom: discountCodes.validFrom,
  validUntil: discountCodes.validUntil,
  maxUses: discountCodes.maxUses,
  isActive: discountCodes.isActive,
  createdAt: discountCodes.createdAt,
  updatedAt: discountCodes.updatedAt,
  uses: usesSql,
};

export interface AdminDiscountCodeRow {
  id: string;
  code: string;
  description: string;
  kind: string;
  percentOff: number | null;
  amountOffCents: number | null;
  seasonId: string | null;
  seasonName: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  uses: number;
}

/** The list's status; statusWhere below is the same rule in SQL (the filter). */
export function discountCodeStatus(
  row: Pick<AdminDiscountCodeRow, 'isActive' | 'validFrom' | 'validUntil' | 'maxUses' | 'uses'>,
  now: Date,
): DiscountCodeStatus {
  if (!row.isActive) return 'inactive';
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'used_up';
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

export function statusWhere(status: DiscountCodeStatus, now: Date): SQL | undefined {
  const on = eq(discountCodes.isActive, true);
  const expired = and(isNotNull(discountCodes.validUntil), lt(discountCodes.validUntil, now));
  const notExpired = or(isNull(discountCodes.validUntil), gte(discountCodes.validUntil, now));
  const usedUp = and(isNotNull(discountCodes.maxUses), sql`${usesSql} >= ${discountCodes.maxUses}`);
  const notUsedUp = or(isNull(discountCodes.maxUses), sql`${usesSql} < ${discountCodes.maxUses}`);
  switch (status) {
    case 'inactive':
      return eq(discountCodes.isActive, false);
    case 'expired':
      return and(on, expired);
    case 'used_up':
      return and(on, notExpired, usedUp);
    case 'scheduled':
      return and(on, notExpired, notUsedUp, gt(discountCodes.validFrom, now));
    case 'active':
      return and(on, notExpired, notUsedUp, or(isNull(discountCodes.validFrom), lte(discountCodes.validFrom, now)));
  }
}

export function toAdminDiscountCode(row: AdminDiscountCodeRow, now: Date): AdminDiscountCode {
  if (!isDiscountKind(row.kind)) throw new AppError('INTERNAL', `unknown discount kind ${row.kind}`);
  const uses = Number(row.uses);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    season_id: row.seasonId,
    season_name: row.seasonName,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
    uses,
    remaining: row.maxUses === null ? null : Math.max(0, row.maxUses - uses),
    is_active: row.isActive,
    status: discountCodeStatus({ ...row, uses }, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadAdminDiscountCode(db: Database | Transaction, codeId: string, now = new Date()): Promise<AdminDiscountCode> {
  const [row] = await db
    .select(adminDiscountCodeColumns)
    .from(discountCodes)
    .leftJoin(seasons, eq(seasons.id, discountCodes.seasonId))
    .where(eq(discountCodes.id, codeId));
  if (!row) throw notFound('That discount code');
  return toAdminDiscountCode(row, now);
}

/** The code's row, locked for the rest of the transaction; 404 if there is none. */
export async function lockDiscountCode(tx: Transaction, codeId: string) {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for('update');
  if (!row) throw notFound('That discount code');
  return row;
}
