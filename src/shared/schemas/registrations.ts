// zod/mini (decision 006). The details step reuses the waitlist form's field rules and messages
// (product.md: "same fields and messages as the waitlist form where they overlap").
import { z } from 'zod/mini';
import { MANUAL_PAYMENT_METHODS, RETURNING_INTENTS } from '../registrations';
import { centsField, MONEY_TOO_LARGE_MESSAGE } from './money';
import { contactHealthSchema, experienceSchema, kitSchema, personalInfoSchema, WAITLIST_MESSAGES } from './waitlist';

const personal = personalInfoSchema.shape;
const experience = experienceSchema.shape;
const kit = kitSchema.shape;
const contact = contactHealthSchema.shape;

const UUID_MESSAGE = 'Choose a season and division.';
const uuid = (message: string) => z.string({ error: message }).check(z.uuid(message));

/** The details step (its fields are RegistrationPlayerDetails). */
export const registrationPlayerSchema = z
  .object({
    first_name: personal.first_name,
    last_name: personal.last_name,
    phone_number: personal.phone_number,
    date_of_birth: personal.date_of_birth,
    gender: personal.gender,
    skill_level: experience.skill_level,
    positions_played: experience.positions_played,
    preferred_position: experience.preferred_position,
    jersey_size: kit.jersey_size,
    photo_url: kit.photo_url,
    emergency_contact_name: contact.emergency_contact_name,
    emergency_contact_phone: contact.emergency_contact_phone,
    has_physical_conditions: contact.has_physical_conditions,
    physical_conditions_details: contact.physical_conditions_details,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.has_physical_conditions === true && !value.physical_conditions_details?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['physical_conditions_details'],
          message: WAITLIST_MESSAGES.conditionDetails,
          input: value.physical_conditions_details,
        });
      }
    }),
  );
export type RegistrationPlayerInput = z.infer<typeof registrationPlayerSchema>;

export const SIGNED_NAME_REQUIRED = 'Type your full name to sign the waiver.';
export const DISCOUNT_CODE_TOO_LONG = 'A discount code is at most 40 characters.';
const discountCode = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40, DISCOUNT_CODE_TOO_LONG))));

/** POST /api/registration/quote */
export const registrationQuoteInputSchema = z.object({
  period_id: uuid(UUID_MESSAGE),
  discount_code: discountCode,
});

/** POST /api/registrations: the whole registration in one request (the steps only collect it). */
export const createRegistrationInputSchema = z.object({
  period_id: uuid(UUID_MESSAGE),
  invitation: z
    .optional(z.nullable(z.string().check(z.maxLength(200))))
    .check(z.describe('The token from /register?invitation=<token>, when the player came from one.')),
  player: registrationPlayerSchema,
  waiver_id: uuid('The waiver is required.').check(z.describe('The active waiver version the page showed; a newer one makes the server ask again.')),
  waiver_signed_name: z.string({ error: SIGNED_NAME_REQUIRED }).check(z.trim(), z.minLength(1, SIGNED_NAME_REQUIRED), z.maxLength(200)),
  discount_code: discountCode,
});
export type CreateRegistrationInput = z.infer<typeof createRegistrationInputSchema>;

/** The typed signature must be the player's full name: case and extra spaces do not matter. */
export function signedNameMatches(signedName: string, firstName: string, lastName: string): boolean {
  const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return normalize(signedName) === normalize(`${firstName} ${lastName}`);
}

// Admin: /admin/players/registration/{registrationId}
export const markRegistrationPaidInputSchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose how it was paid.' }),
  amount_cents: z
    .optional(centsField(0, { invalid: 'Enter an amount in cents.', tooSmall: 'The amount cannot be negative.', tooLarge: MONEY_TOO_LARGE_MESSAGE }))
    .check(z.describe('Whole cents; defaults to the amount due when left out.')),
});
export const moveRegistrationInputSchema = z.object({ division_id: uuid('Choose a division.') });
export const registrationNotesInputSchema = z.object({
  notes: z.string().check(z.maxLength(5000, 'Notes must be at most 5000 characters.')),
});

// Admin: /admin/returning-players
export const returningIntentInputSchema = z.object({
  season_id: uuid('Choose a season.'),
  intent: z.enum(RETURNING_INTENTS, { error: 'Choose returning, not returning or unknown.' }),
});
export const sendReturningInvitationsInputSchema = z.object({
  season_id: uuid('Choose a season.'),
  player_ids: z.array(z.string().check(z.uuid())).check(z.minLength(1, 'Choose at least one player.'), z.maxLength(500)),
});
