// zod/mini (decision 006): the admin division form uses this schema too.
import { z } from 'zod/mini';
import { DIVISION_MAX_MIN_AGE, GENDER_RULES, LEAGUE_MINIMUM_AGE } from '../eligibility';

export const DIVISION_MESSAGES = {
  name: 'Division name is required.',
  nameLong: 'Division name must be at most 80 characters.',
  description: 'Description must be at most 500 characters.',
  duplicate: 'A division with this name already exists.',
  minAge: `Minimum age must be a whole number from ${LEAGUE_MINIMUM_AGE} to ${DIVISION_MAX_MIN_AGE}, or empty for the league's minimum (${LEAGUE_MINIMUM_AGE}).`,
  genderRule: 'Choose who may play: open, men, women or coed.',
  coedMin: 'Enter a whole number from 0 to 30, or leave it empty.',
} as const;

const coedMinimum = z.optional(
  z.nullable(
    z
      .number({ error: DIVISION_MESSAGES.coedMin })
      .check(z.int(DIVISION_MESSAGES.coedMin), z.gte(0, DIVISION_MESSAGES.coedMin), z.lte(30, DIVISION_MESSAGES.coedMin)),
  ),
);

/** POST /api/admin/divisions and PUT /api/admin/divisions/:divisionId */
export const divisionInputSchema = z.object({
  name: z.string({ error: DIVISION_MESSAGES.name }).check(z.trim(), z.minLength(1, DIVISION_MESSAGES.name), z.maxLength(80, DIVISION_MESSAGES.nameLong)),
  description: z.optional(z.string({ error: DIVISION_MESSAGES.description }).check(z.trim(), z.maxLength(500, DIVISION_MESSAGES.description))),
  // Eligibility (decision 044). Left out: a new division's defaults, a change keeps what is stored.
  min_age: z.optional(
    z.nullable(
      z
        .number({ error: DIVISION_MESSAGES.minAge })
        .check(z.int(DIVISION_MESSAGES.minAge), z.gte(LEAGUE_MINIMUM_AGE, DIVISION_MESSAGES.minAge), z.lte(DIVISION_MAX_MIN_AGE, DIVISION_MESSAGES.minAge)),
    ),
  ),
  gender_rule: z.optional(z.enum(GENDER_RULES, { error: DIVISION_MESSAGES.genderRule })),
  /** Coed only (stored empty otherwise): reported on rosters, never enforced. */
  coed_min_men: coedMinimum,
  coed_min_women: coedMinimum,
});
export type DivisionInput = z.infer<typeof divisionInputSchema>;
