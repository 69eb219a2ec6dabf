import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DISCOUNT_CODE_STATUSES, type AdminDiscountCodePage } from '../../../shared/discount-codes-api';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../../../shared/seasons-api';
import type { Database } from '../../db/client';
import { discountCodes, seasons } from '../../db/schema/index';
import { assertRoles } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { adminDiscountCodeColumns, statusWhere, toAdminDiscountCode } from './discount-code-views';
import { containsPattern } from '../../http/search';

/** An empty query parameter (`?status=`) means "any", as a form with a cleared filter sends it. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${ADMIN_PAGE_SIZE_MAX}.`;

// Server-only (decision 006 allows full zod for admin query strings).
export const listDiscountCodesQuerySchema = z.object({
  status: optionalParam(z.enum(DISCOUNT_CODE_STATUSES, { error: `Status must be one of ${DISCOUNT_CODE_STATUSES.join(', ')}.` })),
  q: optionalParam(z.string().trim().max(100, 'Search text must be at most 100 characters.')),
  page: z.coerce.number().int('Page must be a whole number of at least 1.').min(1, 'Page must be a whole number of at least 1.').default(1),
  page_size: z.coerce.number().int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(ADMIN_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type ListDiscountCodesQuery = z.infer<typeof listDiscountCodesQuerySchema>;
type DiscountCodeFilters = Omit<ListDiscountCodesQuery, 'page' | 'page_size'>;

function filtersOf(query: DiscountCodeFilters, now: Date): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.status ? statusWhere(query.status, now) : undefined,
    pattern ? or(ilike(discountCodes.code, pattern), ilike(discountCodes.description, pattern)) : undefined,
  );
}

/** Newest code first; the id only makes ties stable. */
const codeOrder = [desc(discountCodes.createdAt), asc(discountCodes.code), asc(discountCodes.id)];

export async function listDiscountCodes({ db, actor, query }: { db: Database; actor: Actor | null; query: ListDiscountCodesQuery }): Promise<AdminDiscountCodePage> {
  assertRoles(actor, ['admin']);
  const now = new Date();
  const where = filtersOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminDiscountCodeColumns)
      .from(discountCodes)
      .leftJoin(seasons, eq(seasons.id, discountCodes.seasonId))
      .where(where)
      .orderBy(...codeOrder)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: count() }).from(discountCodes).where(where),
  ]);
  return { items: rows.map((row) => toAdminDiscountCode(row, now)), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = [
  'id', 'code', 'description', 'kind', 'percent_off', 'amount_off_cents', 'season', 'valid_from', 'valid_until', 'max_uses',
  'uses', 'remaining', 'is_active', 'status', 'created_at',
] as const;

/** Every code the filters match, newest first, as a spreadsheet-safe CSV file. */
export async function exportDiscountCodesCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: DiscountCodeFilters }): Promise<string> {
  assertRoles(actor, ['admin']);
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
        c.id, c.code, c.description, c.kind, c.percent_off, c.amount_off_cents, c.season_name, c.valid_from, c.valid_until, c.max_uses,
        c.uses, c.remaining, c.is_active, c.status, c.created_at,
      ]),
  );
}
