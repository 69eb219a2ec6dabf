// Response shapes of the waitlist API, public and admin (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, calendarDay, emailAddress, instant, rowId } from '../schemas/formats';
import { GENDERS, JERSEY_SIZES, POSITIONS, TEAM_PREFERENCE_VALUES, WAITLIST_STATUSES, WAITLIST_INVITATION_STATUSES } from '../waitlist';
import { pageOf } from './page';

/** POST /api/waitlist → 201 */
export const joinWaitlistResultSchema = z.object({
  id: rowId(),
  status: z.enum(WAITLIST_STATUSES),
  waitlist_priority: z.number(),
});
export type JoinWaitlistResult = z.output<typeof joinWaitlistResultSchema>;

/** GET /api/admin/waitlist → items */
export const waitlistListItemSchema = z.object({
  id: rowId(),
  full_name: z.string(),
  email: emailAddress(),
  phone_number: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  waitlist_priority: z.number(),
  is_new_player: z.boolean(),
  skill_level: z.number(),
  preferred_position: z.enum(POSITIONS),
  season_id: z.nullable(rowId()).check(z.describe("Ids for the list's filters; names for showing.")),
  season_name: z.nullable(z.string()),
  division_id: z.nullable(rowId()),
  division_name: z.nullable(z.string()),
  photo_url: z.nullable(absoluteUrl()),
  created_at: instant().check(z.describe('ISO 8601')),
  invitation_expires_at: z.nullable(instant()).check(z.describe("When the entry's open invitation runs out (ISO 8601); null without one.")),
});
export type WaitlistListItem = z.output<typeof waitlistListItemSchema>;

export const waitlistPageSchema = pageOf(waitlistListItemSchema);
export type WaitlistPage = z.output<typeof waitlistPageSchema>;

export const waitlistInvitationStateSchema = z.object({
  id: rowId(),
  status: z.enum(WAITLIST_INVITATION_STATUSES),
  created_at: instant(),
  expires_at: instant(),
  claimed_at: z.nullable(instant()),
  revoked_at: z.nullable(instant()),
});
export type WaitlistInvitationState = z.output<typeof waitlistInvitationStateSchema>;

/** GET /api/admin/waitlist/:entryId, and the answer of every admin change to an entry. */
export const waitlistEntryDetailSchema = z.object({
  id: rowId(),
  email: emailAddress(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone_number: z.string(),
  date_of_birth: calendarDay().check(z.describe('yyyy-MM-dd')),
  gender: z.enum(GENDERS),
  photo_url: z.nullable(absoluteUrl()),
  jersey_size: z.enum(JERSEY_SIZES),
  emergency_contact_name: z.string(),
  emergency_contact_phone: z.string(),
  waiver_accepted_at: z.nullable(instant()),
  waiver_id: z.nullable(rowId()),
  waiver_version: z.nullable(z.number()),
  is_new_player: z.boolean(),
  previous_team_id: z.nullable(rowId()),
  previous_team_name: z.nullable(z.string()),
  team_preference: z.nullable(z.enum(TEAM_PREFERENCE_VALUES)),
  skill_level: z.number(),
  positions_played: z.array(z.enum(POSITIONS)),
  preferred_position: z.enum(POSITIONS),
  mailing_list_opt_in: z.boolean(),
  season_id: z.nullable(rowId()),
  season_name: z.nullable(z.string()),
  division_id: z.nullable(rowId()),
  division_name: z.nullable(z.string()),
  has_physical_conditions: z.boolean(),
  physical_conditions_details: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  waitlist_priority: z.number(),
  created_at: instant(),
  updated_at: instant(),
  invitation: z
    .nullable(waitlistInvitationStateSchema)
    .check(z.describe('The newest invitation sent for this entry, in whatever state; null if never invited.')),
});
export type WaitlistEntryDetail = z.output<typeof waitlistEntryDetailSchema>;
