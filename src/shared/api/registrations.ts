// Response shapes of the registration flow, the admin registration page and the returning
// players page (decision 017); the web imports types only. Values and messages: ../registrations.
import { z } from 'zod/mini';
import { absoluteUrl, calendarDay, cents, emailAddress, instant, rowId } from '../schemas/formats';
import { GENDERS, JERSEY_SIZES, POSITIONS } from '../waitlist';
import { GENDER_RULES } from '../eligibility';
import { INVITATION_KINDS, INVITATION_SKIP_REASONS, PAYMENT_METHODS, PAYMENT_PROVIDERS, REGISTRATION_STATUSES, RETURNING_INTENTS } from '../registrations';
import { PERIOD_STATUSES } from '../seasons';
import { pageOf } from './page';
import { activeWaiverSchema } from './waivers';

/** One choice of season and division: an OPEN period (or UPCOMING, for a returning player's invitation). */
export const registrationPeriodOptionSchema = z.object({
  period_id: rowId(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  division_description: z.string(),
  status: z.enum(PERIOD_STATUSES),
  fee_cents: cents("The division's fee for the season, before any discount"),
  capacity: z.nullable(z.number()).check(z.describe('null: no limit')),
  remaining: z.nullable(z.number()).check(z.describe('Places left (capacity minus live registrations); null: no limit')),
  closes_at: z.nullable(instant()).check(z.describe('ISO 8601')),
  already_registered: z.boolean().check(z.describe("The signed-in user's player already holds a live registration here.")),
  min_age: z
    .nullable(z.number())
    .check(
      z.describe(
        "The division's eligibility rules (decision 044) and the season's first day, so that the wizard offers only the divisions the answers already given allow, with checkEligibility (decision 061). null: the league's minimum only.",
      ),
    ),
  gender_rule: z.enum(GENDER_RULES),
  season_start_date: calendarDay().check(z.describe('yyyy-MM-dd: ages count on this day.')),
  eligibility_exception: z.boolean().check(z.describe('An admin let the signed-in user into this division for the season: the rules do not apply to them.')),
});
export type RegistrationPeriodOption = z.output<typeof registrationPeriodOptionSchema>;

/** The player details /register collects (the waitlist form's fields where they overlap). */
export const registrationPlayerDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  date_of_birth: calendarDay().check(z.describe('yyyy-MM-dd')),
  gender: z.enum(GENDERS),
  skill_level: z.number(),
  positions_played: z.array(z.enum(POSITIONS)),
  preferred_position: z.enum(POSITIONS),
  jersey_size: z.enum(JERSEY_SIZES),
  photo_url: z.nullable(absoluteUrl()),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  has_physical_conditions: z.boolean(),
  physical_conditions_details: z.nullable(z.string()),
});
export type RegistrationPlayerDetails = z.output<typeof registrationPlayerDetailsSchema>;

/** GET /api/registration/options?invitation=<token>: everything the /register page needs. Anyone may ask. */
export const registrationOptionsSchema = z.object({
  waitlist_mode: z.boolean(),
  invitation: z
    .nullable(
      z.object({
        kind: z.enum(INVITATION_KINDS),
        season_id: z.nullable(rowId()),
        season_name: z.nullable(z.string()),
        division_id: z.nullable(rowId()),
        division_name: z.nullable(z.string()),
      }),
    )
    .check(
      z.describe(
        "The link's invitation when it is open and unexpired. A waitlist entry made while no period was open has no season or division (null): any OPEN period will do.",
      ),
    ),
  invitation_problem: z.nullable(z.string()).check(z.describe('A token was given but cannot be used: REGISTRATION_MESSAGES.invitationInvalid.')),
  can_register: z.boolean().check(z.describe('false in waitlist mode without a usable invitation: the page sends people to the waitlist.')),
  periods: z.array(registrationPeriodOptionSchema),
  waiver: z.nullable(activeWaiverSchema),
  waiver_signed_at: z.nullable(instant()).check(z.describe("The signed-in user's player already signed this (active) waiver version: the step says so.")),
  payment_provider: z.nullable(z.enum(PAYMENT_PROVIDERS)),
  player: z
    .nullable(z.partial(registrationPlayerDetailsSchema))
    .check(z.describe("The signed-in user's player record, to prefill the details step; null otherwise.")),
});
export type RegistrationOptions = z.output<typeof registrationOptionsSchema>;

/** POST /api/registration/quote { period_id, discount_code } → 200, or 422 with the code's message under discount_code. */
export const registrationQuoteSchema = z.object({
  fee_cents: cents("The division's fee for the season, before any discount"),
  discount_cents: cents('What the discount code took off the fee (0 without a code)'),
  total_cents: cents('The fee less the discount: what the registration costs'),
  discount_code: z.nullable(z.string()).check(z.describe('Upper-cased, as stored; null when no code was given')),
});
export type RegistrationQuote = z.output<typeof registrationQuoteSchema>;

const myRegistrationShape = {
  id: rowId(),
  status: z.enum(REGISTRATION_STATUSES),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  fee_cents: cents("The division's fee for the season, before any discount"),
  discount_cents: cents('What the discount code took off the fee (0 without a code)'),
  /** fee - discount */
  total_cents: cents('The fee less the discount: what the registration costs'),
  amount_paid_cents: cents('What has been paid so far (0 until paid)'),
  discount_code: z.nullable(z.string()),
  payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
  paid_at: z.nullable(instant()),
  created_at: instant(),
  /** Whether card payment is possible for it now (provider configured and something to pay). */
  can_pay_by_card: z.boolean(),
};

/** A registration as its player sees it (GET /api/registrations/:id, GET /api/me/registrations). */
export const myRegistrationSchema = z.object({
  ...myRegistrationShape,
  payment_instructions: z
    .nullable(z.string())
    .check(
      z.describe(
        "The league's payment instructions (decision 045) while something is due and the league takes no card payment; null otherwise, or when the league has set none.",
      ),
    ),
});
export type MyRegistration = z.output<typeof myRegistrationSchema>;
/** The fields the player's and the admin's views of a registration share. */
export type RegistrationSummary = Omit<MyRegistration, 'payment_instructions'>;

export const myRegistrationListSchema = z.array(myRegistrationSchema);

/**
 * POST /api/registrations → 201 (or 200 with the same pending registration when retried).
 * next: 'checkout' → POST /api/registrations/:id/checkout; 'payment_due' → no provider, the
 * page says how to pay; 'none' → nothing to pay (fee 0 after the discount).
 */
export const createRegistrationResultSchema = z.object({
  registration: myRegistrationSchema,
  next: z.enum(['checkout', 'payment_due', 'none']),
});
export type CreateRegistrationResult = z.output<typeof createRegistrationResultSchema>;

/** GET /api/admin/registrations/:id, and the answer of every admin change to it. */
export const adminRegistrationDetailSchema = z.object({
  ...myRegistrationShape,
  player: z.object({ id: rowId(), first_name: z.string(), last_name: z.string(), email: z.nullable(emailAddress()), phone: z.nullable(z.string()) }),
  period_id: z.nullable(rowId()),
  waiver: z.nullable(z.object({ id: rowId(), version: z.number(), title: z.string(), signed_name: z.nullable(z.string()), signed_at: z.nullable(instant()) })),
  discount: z.nullable(z.object({ id: rowId(), code: z.string(), description: z.string() })),
  has_physical_conditions: z.boolean(),
  physical_conditions_details: z.nullable(z.string()),
  notes: z.string(),
  stripe_checkout_session_id: z.nullable(z.string()),
  stripe_payment_intent_id: z.nullable(z.string()),
  updated_at: instant(),
  move_targets: z
    .array(z.object({ division_id: rowId(), division_name: z.string() }))
    .check(z.describe('Other divisions of the same season it could move to (with an OPEN, UPCOMING or CLOSED period).')),
  history: z
    .array(z.object({ at: instant(), actor_name: z.nullable(z.string()), action: z.string(), summary: z.string() }))
    .check(z.describe('Newest first: the audit rows of this registration.')),
});
export type AdminRegistrationDetail = z.output<typeof adminRegistrationDetailSchema>;

export const returningPlayerSchema = z.object({
  player_id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(emailAddress()),
  team_id: rowId(),
  team_name: z.string(),
  division_name: z.string(),
  intent: z.enum(RETURNING_INTENTS),
  invitation: z
    .nullable(z.object({ sent_at: instant(), expires_at: instant(), claimed_at: z.nullable(instant()) }))
    .check(z.describe('The latest invitation for the new season')),
  registered: z.boolean().check(z.describe('Holds a live registration for the new season already')),
});
export type ReturningPlayer = z.output<typeof returningPlayerSchema>;

/** GET /api/admin/returning-players?season_id=<new season>&intent=&q=&page=&page_size= */
export const returningPlayersPageSchema = z.extend(pageOf(returningPlayerSchema), {
  season: z.object({ id: rowId(), name: z.string() }),
  /** The season before it (by start date); null when there is none: the list is empty. */
  previous_season: z.nullable(z.object({ id: rowId(), name: z.string() })),
});
export type ReturningPlayersPage = z.output<typeof returningPlayersPageSchema>;

/** PUT /api/admin/returning-players/:playerId/intent → the intent as stored. */
export const returningIntentSavedSchema = z.object({
  season_id: rowId(),
  player_id: rowId(),
  intent: z.enum(RETURNING_INTENTS),
});
export type ReturningIntentSaved = z.output<typeof returningIntentSavedSchema>;

/** POST /api/admin/returning-players/invitations */
export const sendReturningInvitationsResultSchema = z.object({
  sent: z.number(),
  skipped: z.array(z.object({ player_id: rowId(), reason: z.enum(INVITATION_SKIP_REASONS) })),
});
export type SendReturningInvitationsResult = z.output<typeof sendReturningInvitationsResultSchema>;
