/** Response shapes of the waitlist API; the server's services are declared to return these. */
import type { WaitlistStatus } from './waitlist';

/** POST /api/waitlist → 201 */
export interface JoinWaitlistResult {
  id: string;
  status: WaitlistStatus;
  waitlist_priority: number;
}

/** The one message for a second entry with the same e-mail in the same season and division. */
export const WAITLIST_DUPLICATE_MESSAGE = 'This email is already on the waitlist.';

export const WAITLIST_PAGE_SIZE_DEFAULT = 25;
export const WAITLIST_PAGE_SIZE_MAX = 100;

/** GET /api/admin/waitlist → items */
export interface WaitlistListItem {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  status: WaitlistStatus;
  waitlist_priority: number;
  is_new_player: boolean;
  skill_level: number;
  preferred_position: string;
  /** Ids for the list's filters; names for showing. */
  season_id: string | null;
  season_name: string | null;
  division_id: string | null;
  division_name: string | null;
  photo_url: string | null;
  /** ISO 8601 */
  created_at: string;
  /** When the entry's open invitation runs out (ISO 8601); null without one. */
  invitation_expires_at: string | null;
}

export interface WaitlistPage {
  items: WaitlistListItem[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * open: can still be claimed; claimed: used to register; expired: ran out unclaimed;
 * revoked: replaced by a newer invitation, or the entry was declined or registered otherwise.
 */
export type WaitlistInvitationStatus = 'open' | 'claimed' | 'expired' | 'revoked';

export interface WaitlistInvitationState {
  id: string;
  status: WaitlistInvitationStatus;
  created_at: string;
  expires_at: string;
  claimed_at: string | null;
  revoked_at: string | null;
}

/** GET /api/admin/waitlist/:entryId, and the answer of every admin change to an entry. */
export interface WaitlistEntryDetail {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone_number: string;
  /** yyyy-MM-dd */
  date_of_birth: string;
  gender: string;
  photo_url: string | null;
  jersey_size: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  waiver_accepted_at: string | null;
  waiver_id: string | null;
  waiver_version: number | null;
  is_new_player: boolean;
  previous_team_id: string | null;
  previous_team_name: string | null;
  team_preference: string | null;
  skill_level: number;
  positions_played: string[];
  preferred_position: string;
  mailing_list_opt_in: boolean;
  season_id: string | null;
  season_name: string | null;
  division_id: string | null;
  division_name: string | null;
  has_physical_conditions: boolean;
  physical_conditions_details: string | null;
  notes: string | null;
  status: WaitlistStatus;
  waitlist_priority: number;
  created_at: string;
  updated_at: string;
  /** The newest invitation sent for this entry, in whatever state; null if never invited. */
  invitation: WaitlistInvitationState | null;
}
