/** Response shapes of the admin players API (/api/admin/players). */

/** A registration's life (product.md "Registration and payment"). */
export const REGISTRATION_STATUSES = ['pending_payment', 'paid', 'confirmed', 'cancelled', 'refunded'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** The list's extra filter value: no registration (in the chosen season, if one is chosen). */
export const NO_REGISTRATION = 'none';
export const REGISTRATION_FILTERS = [...REGISTRATION_STATUSES, NO_REGISTRATION] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PLAYERS_PAGE_SIZE_DEFAULT = 25;
export const PLAYERS_PAGE_SIZE_MAX = 100;

export interface PlayerTeamRef {
  id: string;
  name: string;
  season_id: string;
  season_name: string;
}

/** GET /api/admin/players → items */
export interface AdminPlayerListItem {
  id: string;
  full_name: string;
  photo_url: string | null;
  email: string | null;
  phone_number: string | null;
  /** Teams of the chosen season; without a season filter, every team, newest season first. */
  teams: PlayerTeamRef[];
  /** Of the chosen season (and division); without one, the newest registration's. */
  registration_status: string | null;
  linked_user: boolean;
}

export interface AdminPlayerPage {
  items: AdminPlayerListItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface AdminPlayerRoster {
  team_id: string;
  team_name: string;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  jersey_number: number | null;
  /** player | captain | co_captain */
  roster_role: string;
  joined_at: string;
}

export interface AdminPlayerRegistration {
  id: string;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  status: string;
  fee_cents: number;
  discount_cents: number;
  amount_paid_cents: number;
  payment_method: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface AdminPlayerWaiverSignature {
  waiver_id: string;
  waiver_version: number;
  waiver_title: string;
  signed_name: string;
  signed_at: string;
}

/** GET /api/admin/players/:playerId, and the answer of PATCH. */
export interface AdminPlayerDetail {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  /** yyyy-MM-dd */
  date_of_birth: string | null;
  gender: string | null;
  photo_url: string | null;
  jersey_size: string | null;
  positions_played: string[];
  preferred_position: string | null;
  skill_level: number | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  created_at: string;
  updated_at: string;
  /** The account linked to this player, if any. */
  user: { id: string; email: string | null; name: string } | null;
  rosters: AdminPlayerRoster[];
  registrations: AdminPlayerRegistration[];
  waiver_signatures: AdminPlayerWaiverSignature[];
}

/** GET /api/admin/players/filter-options: what the list's filters offer. */
export interface AdminPlayerFilterOptions {
  /** Newest first. */
  seasons: { id: string; name: string }[];
  divisions: { id: string; name: string }[];
  teams: { id: string; name: string; season_id: string; division_id: string }[];
}
