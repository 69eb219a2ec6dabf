// Response shapes of the admin divisions API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { emailAddress, instant, rowId } from '../schemas/formats';
import { GENDER_RULES } from '../eligibility';
import { namedOptionSchema, pageOf } from './page';

/** GET /api/admin/divisions → items; also the answer of each change to a division. */
export const adminDivisionSchema = z.object({
  id: rowId(),
  name: z.string(),
  description: z.string(),
  season_count: z.number().check(z.describe('Seasons that offer the division (through a registration period or a team).')),
  seasons: z.array(namedOptionSchema).check(z.describe('Those seasons, newest first (by start date).')),
  team_count: z.number(),
  min_age: z.nullable(z.number()).check(z.describe("Eligibility (decision 044): null is the league's minimum only.")),
  gender_rule: z.enum(GENDER_RULES),
  coed_min_men: z.nullable(z.number()),
  coed_min_women: z.nullable(z.number()),
  created_at: instant(),
});
export type AdminDivision = z.output<typeof adminDivisionSchema>;

export const adminDivisionPageSchema = pageOf(adminDivisionSchema);
export type AdminDivisionPage = z.output<typeof adminDivisionPageSchema>;

/** Every division at once, for the period form's division choice (GET /api/admin/divisions/options). */
export const divisionOptionsSchema = z.array(namedOptionSchema);

/** One admin override of a division's eligibility rules (decision 044). */
export const eligibilityExceptionSchema = z.object({
  id: rowId(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  email: z.nullable(emailAddress()),
  player_id: z.nullable(rowId()),
  player_name: z.nullable(z.string()).check(z.describe("The player's name when the exception names a player record (or the e-mail is a player's).")),
  reason: z.string(),
  granted_by_name: z.nullable(z.string()),
  granted_at: instant(),
});
export type EligibilityException = z.output<typeof eligibilityExceptionSchema>;
export const eligibilityExceptionsSchema = z.array(eligibilityExceptionSchema);
