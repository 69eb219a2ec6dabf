// Response shapes of the admin divisions API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { namedOptionSchema, pageOf } from './page';

/** GET /api/admin/divisions → items; also the answer of each change to a division. */
export const adminDivisionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Seasons that offer the division (through a registration period or a team). */
  season_count: z.number(),
  team_count: z.number(),
  created_at: z.string(),
});
export type AdminDivision = z.output<typeof adminDivisionSchema>;

export const adminDivisionPageSchema = pageOf(adminDivisionSchema);
export type AdminDivisionPage = z.output<typeof adminDivisionPageSchema>;

/** Every division at once, for the period form's division choice (GET /api/admin/divisions/options). */
export const divisionOptionsSchema = z.array(namedOptionSchema);
