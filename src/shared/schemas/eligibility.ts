// zod/mini (decision 006): the admin's exception form and POST
// /api/admin/divisions/:divisionId/eligibility-exceptions share this (decision 044).
import { z } from 'zod/mini';

export const ELIGIBILITY_EXCEPTION_MESSAGES = {
  season: 'Choose the season.',
  email: 'Please enter a valid email address.',
  player: 'That player was not found.',
  person: 'Enter the e-mail address of the person (or choose a player).',
  reason: 'A reason is required.',
  reasonLong: 'Reason must be at most 500 characters.',
  duplicate: 'This person already has an exception for this division and season.',
} as const;

/** The reason an admin gives for letting someone past a division's rules: required, as the audit shows it. */
export const exceptionReasonField = z
  .string({ error: ELIGIBILITY_EXCEPTION_MESSAGES.reason })
  .check(z.trim(), z.minLength(1, ELIGIBILITY_EXCEPTION_MESSAGES.reason), z.maxLength(500, ELIGIBILITY_EXCEPTION_MESSAGES.reasonLong));

interface PersonFields {
  email?: string | null;
  player_id?: string | null;
}

export const createEligibilityExceptionInputSchema = z
  .object({
    season_id: z.guid({ error: ELIGIBILITY_EXCEPTION_MESSAGES.season }),
    email: z.optional(z.nullable(z.string({ error: ELIGIBILITY_EXCEPTION_MESSAGES.email }).check(z.trim(), z.toLowerCase()))),
    player_id: z.optional(z.nullable(z.guid({ error: ELIGIBILITY_EXCEPTION_MESSAGES.player }))),
    reason: exceptionReasonField,
  })
  .check(
    z.superRefine<PersonFields>((value, ctx) => {
      const email = value.email ?? '';
      if (email !== '' && !z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: ELIGIBILITY_EXCEPTION_MESSAGES.email, input: value.email });
      } else if (email === '' && !value.player_id) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: ELIGIBILITY_EXCEPTION_MESSAGES.person, input: value.email });
      }
    }),
  );
export type CreateEligibilityExceptionInput = z.infer<typeof createEligibilityExceptionInputSchema>;
