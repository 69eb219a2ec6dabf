// Server-only query strings (decision 006 allows full zod here; the browser never parses them).
import { z } from 'zod';

/** An empty query parameter (`?season_id=`) means "any", as a form with a cleared filter sends it. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** `?q=`: the free-text search of a list. */
export const searchParam = () => optionalParam(z.string().trim().max(100, 'Search text must be at most 100 characters.'));

/** An optional id filter, e.g. `season_id: optionalIdParam('Season must be a season id.')`. */
export const optionalIdParam = (message: string) => optionalParam(z.uuid(message));

/**
 * The query of every paged list: its own filters plus `page` (from 1) and `page_size`
 * (1 to max, default as given). Services read `page`/`page_size` through `pageWindow`.
 */
export function listQuerySchema<Filters extends z.ZodRawShape>(filters: Filters, sizes: { pageSizeDefault: number; pageSizeMax: number }) {
  const pageSizeMessage = `Page size must be between 1 and ${sizes.pageSizeMax}.`;
  const pageMessage = 'Page must be a whole number of at least 1.';
  return z.object({
    ...filters,
    page: z.coerce.number(pageMessage).int(pageMessage).min(1, pageMessage).default(1),
    page_size: z.coerce
      .number(pageSizeMessage)
      .int(pageSizeMessage)
      .min(1, pageSizeMessage)
      .max(sizes.pageSizeMax, pageSizeMessage)
      .default(sizes.pageSizeDefault),
  });
}

export interface PageRequest {
  page: number;
  page_size: number;
}

/** LIMIT and OFFSET of the requested page. */
export function pageWindow(query: PageRequest): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The list's filters alone (what the CSV export takes). */
export type FiltersOf<Query extends PageRequest> = Omit<Query, 'page' | 'page_size'>;
