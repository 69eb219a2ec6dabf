import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminDiscountCodePage } from '../../../shared/api/discount-codes';
import { DISCOUNT_CODE_STATUSES } from '../../../shared/discount-codes';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../../../shared/seasons';
import type { Database } from '../../db/client';
import { discountCodes, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { adminDiscountCodeColumns, statusWhere, toAdminDiscountCode } from './discount-code-views';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listDiscountCodesQuerySchema = listQuerySchema(
  {
    status: optionalParam(z.enum(DISCOUNT_CODE_STATUSES, { error: `Status must be one of ${DISCOUNT_CODE_STATUSES.join(', ')}.` })),
    q: searchParam(),
  },
  { pageSizeDefault: ADMIN_PAGE_SIZE_DEFAULT, pageSizeMax: ADMIN_PAGE_SIZE_MAX },
);
export type ListDiscountCodesQuery = z.infer<typeof listDiscountCodesQuerySchema>;
type DiscountCodeFilters = FiltersOf<ListDiscountCodesQuery>;

function filtersOf(query: DiscountCodeFilters, now: Date): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.status ? statusWhere(query.status, now) : undefined,
    pattern ? or(ilike(discountCodes.code, pattern), ilike(discountCodes.description, pattern)) : undefined,
  );
}

/** Newest code first; the id only makes ties stable. */
const codeOrder = [desc(discountCodes.createdAt), asc(discountCodes.code), asc(discountCodes.id)];

export async function listDiscountCodes({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor | null;
  query: ListDiscountCodesQuery;
}): Promise<AdminDiscountCodePage> {
  requireActor(actor);
  const now = new Date();
  const where = filtersOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminDiscountCodeColumns)
      .from(discountCodes)
      .leftJoin(seasons, eq(seasons.id, discountCodes.seasonId))
      .where(where)
      .orderBy(...codeOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(discountCodes).where(where),
  ]);
  return { items: rows.map((row) => toAdminDiscountCode(row, now)), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = [
  'id',
  'code',
  'description',
  'kind',
  'percent_off',
  'amount_off_cents',
  'season',
  'valid_from',
  'valid_until',
  'max_uses',
  'uses',
  'remaining',
  'is_active',
  'status',
  'created_at',
] as const;

/** Every code the filters match, newest first, as a spreadsheet-safe CSV file. */
export async function exportDiscountCodesCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: DiscountCodeFilters }): Promise<string> {
  requireActor(actor);
  const now = new Date();
  const rows = await db
    .select(adminDiscountCodeColumns)
    .from(discountCodes)
    .leftJoin(seasons, eq(seasons.id, discountCodes.seasonId))
    .where(filtersOf(query, now))
    .orderBy(...codeOrder);
  return toCsv(
    CSV_HEADER,
    rows
      .map((row) => toAdminDiscountCode(row, now))
      .map((c) => [
        c.id,
        c.code,
        c.description,
        c.kind,
        c.percent_off,
        c.amount_off_cents,
        c.season_name,
        c.valid_from,
        c.valid_until,
        c.max_uses,
        c.uses,
        c.remaining,
        c.is_active,
        c.status,
        c.created_at,
      ]),
  );
}
