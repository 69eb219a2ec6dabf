import { z } from 'zod';
import { notFound } from '../../http/errors';

/** An empty query parameter (`?season_id=`) means "any", as a form with a cleared filter sends it. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const PAGE_MESSAGE = 'Page must be a whole number of at least 1.';

// Server-only query-string schemas (decision 006: full zod is fine where the browser never loads it).
export const publicTeamsQuerySchema = z.object({
  season_id: optionalParam(z.uuid('Season must be a season id.')),
  division_id: optionalParam(z.uuid('Division must be a division id.')),
});
export type PublicTeamsQuery = z.infer<typeof publicTeamsQuerySchema>;

export const publicPlayersQuerySchema = z.object({
  season_id: optionalParam(z.uuid('Season must be a season id.')),
  division_id: optionalParam(z.uuid('Division must be a division id.')),
  team_id: optionalParam(z.uuid('Team must be a team id.')),
  q: optionalParam(z.string().trim().max(100, 'Search text must be at most 100 characters.')),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
});
export type PublicPlayersQuery = z.infer<typeof publicPlayersQuerySchema>;

/** A path id that is not a uuid names nothing: 404, as an unknown uuid does (not a database error). */
export function pathId(value: string, what: string): string {
  if (!z.uuid().safeParse(value).success) throw notFound(what);
  return value;
}
