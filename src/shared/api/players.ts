// Response shapes of the admin players API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, accountId, calendarDay, cents, emailAddress, instant, rowId } from '../schemas/formats';
import { GENDERS, JERSEY_SIZES, POSITIONS } from '../waitlist';
import { namedOptionSchema, pageOf } from './page';
import { PAYMENT_METHODS, REGISTRATION_STATUSES } from '../registrations';
import { ROSTER_ROLES } from '../roster-roles';

export const playerTeamRefSchema = z.object({
  id: rowId(),
  name: z.string(),
  season_id: rowId(),
  season_name: z.string(),
});
export type PlayerTeamRef = z.output<typeof playerTeamRefSchema>;

/** GET /api/admin/players → items */
export const adminPlayerListItemSchema = z.object({
  id: rowId(),
  full_name: z.string(),
  photo_url: z.nullable(absoluteUrl()),
  email: z.nullable(emailAddress()),
  phone_number: z.nullable(z.string()),
  teams: z.array(playerTeamRefSchema).check(z.describe('Teams of the chosen season; without a season filter, every team, newest season first.')),
  registration_status: z
    .nullable(z.enum(REGISTRATION_STATUSES))
    .check(z.describe("Of the chosen season (and division); without one, the newest registration's.")),
  linked_user: z.boolean(),
});
export type AdminPlayerListItem = z.output<typeof adminPlayerListItemSchema>;

export const adminPlayerPageSchema = pageOf(adminPlayerListItemSchema);
export type AdminPlayerPage = z.output<typeof adminPlayerPageSchema>;

export const adminPlayerRosterSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  jersey_number: z.nullable(z.number()),
  roster_role: z.enum(ROSTER_ROLES),
  joined_at: instant(),
});
export type AdminPlayerRoster = z.output<typeof adminPlayerRosterSchema>;

export const adminPlayerRegistrationSchema = z.object({
  id: rowId(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  fee_cents: cents("The division's fee for the season, before any discount"),
  discount_cents: cents('What the discount code took off the fee (0 without a code)'),
  amount_paid_cents: cents('What has been paid so far (0 until paid)'),
  payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
  paid_at: z.nullable(instant()),
  created_at: instant(),
});
export type AdminPlayerRegistration = z.output<typeof adminPlayerRegistrationSchema>;

export const adminPlayerWaiverSignatureSchema = z.object({
  waiver_id: rowId(),
  waiver_version: z.number(),
  waiver_title: z.string(),
  signed_name: z.string(),
  signed_at: instant(),
});
export type AdminPlayerWaiverSignature = z.output<typeof adminPlayerWaiverSignatureSchema>;

/** GET /api/admin/players/:playerId, and the answer of PATCH. */
export const adminPlayerDetailSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.nullable(emailAddress()),
  phone_number: z.nullable(z.string()),
  date_of_birth: z.nullable(calendarDay()).check(z.describe('yyyy-MM-dd')),
  gender: z.nullable(z.enum(GENDERS)),
  photo_url: z.nullable(absoluteUrl()),
  jersey_size: z.nullable(z.enum(JERSEY_SIZES)),
  positions_played: z.array(z.enum(POSITIONS)),
  preferred_position: z.nullable(z.enum(POSITIONS)),
  skill_level: z.nullable(z.number()),
  emergency_contact_name: z.nullable(z.string()),
  emergency_contact_phone: z.nullable(z.string()),
  created_at: instant(),
  updated_at: instant(),
  user: z
    .nullable(z.object({ id: accountId(), email: z.nullable(emailAddress()), name: z.string() }))
    .check(z.describe('The account linked to this player, if any.')),
  rosters: z.array(adminPlayerRosterSchema),
  registrations: z.array(adminPlayerRegistrationSchema),
  waiver_signatures: z.array(adminPlayerWaiverSignatureSchema),
});
export type AdminPlayerDetail = z.output<typeof adminPlayerDetailSchema>;

/** GET /api/admin/players/filter-options: what the list's filters offer. */
export const adminPlayerFilterOptionsSchema = z.object({
  seasons: z.array(namedOptionSchema).check(z.describe('Newest first.')),
  divisions: z.array(namedOptionSchema),
  teams: z.array(z.object({ id: rowId(), name: z.string(), season_id: rowId(), division_id: rowId() })),
});
export type AdminPlayerFilterOptions = z.output<typeof adminPlayerFilterOptionsSchema>;
