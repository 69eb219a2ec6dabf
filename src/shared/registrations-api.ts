/**
 * The registration flow's API shapes (issue 6, decision 015). One file for the player's side
 * (/register, /payment-success, /payment-canceled) and the admin's registration page.
 */
import type { PeriodStatus } from './seasons-api';
import type { RegistrationStatus } from './players-admin-api';
import type { ActiveWaiver } from './waivers';

export type { RegistrationStatus };

/** Which payment provider the server has: Stripe Checkout, or none (the league is paid directly). */
export type PaymentProvider = 'stripe' | null;

/** How a registration was paid (registrations.payment_method). */
export const PAYMENT_METHODS = ['stripe', 'cash', 'transfer', 'free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card (Stripe)',
  cash: 'Cash',
  transfer: 'Bank transfer',
  free: 'No fee',
};
/** What an admin may record when marking a registration paid by hand. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'transfer'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** Registrations that hold a place (count towards a period's capacity and a code's uses). */
export const LIVE_REGISTRATION_STATUSES = ['pending_payment', 'paid', 'confirmed'] as const satisfies readonly RegistrationStatus[];

/** An invitation from a /register?invitation=<token> link: from the waitlist or the returning-players page. */
export type InvitationKind = 'waitlist' | 'returning';
/** Returning players' invitations stay open this long (waitlist ones: INVITATION_CLAIM_HOURS). */
export const RETURNING_INVITATION_DAYS = 14;

export const REGISTRATION_MESSAGES = {
  periodFull: 'This division is full: there are no places left in it for this season.',
  periodNotOpen: 'Registration for this division is not open.',
  alreadyRegistered: 'You are already registered for this division.',
  waitlistOnly: 'Registration is by invitation while the waitlist is on. Join the waitlist and we will invite you when a place opens.',
  invitationInvalid: 'This invitation link is not valid. It may have expired, been used already, or been withdrawn.',
  invitationOtherDivision: 'Your invitation is for another season or division.',
  signedNameMismatch: 'Type your full name exactly as entered in your player details.',
  waiverOutdated: 'The waiver has changed since you opened this page. Please read the new version and sign again.',
  noPaymentProvider: 'Card payment is not available. Pay the league directly; an admin will mark your registration paid.',
  notPayable: 'This registration has nothing left to pay.',
} as const;

/** One choice of season and division: an OPEN period (or UPCOMING, for a returning player's invitation). */
export interface RegistrationPeriodOption {
  period_id: string;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  division_description: string;
  status: PeriodStatus;
  fee_cents: number;
  /** null: no limit */
  capacity: number | null;
  /** Places left (capacity minus live registrations); null: no limit */
  remaining: number | null;
  /** ISO 8601 */
  closes_at: string | null;
  /** The signed-in user's player already holds a live registration here. */
  already_registered: boolean;
}

/** The player details /register collects (the waitlist form's fields where they overlap). */
export interface RegistrationPlayerDetails {
  first_name: string;
  last_name: string;
  phone_number: string;
  /** yyyy-MM-dd */
  date_of_birth: string;
  gender: string;
  skill_level: number;
  positions_played: string[];
  preferred_position: string;
  jersey_size: string;
  photo_url: string | null;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  has_physical_conditions: boolean;
  physical_conditions_details: string | null;
}

/** GET /api/registration/options?invitation=<token>: everything the /register page needs. Anyone may ask. */
export interface RegistrationOptions {
  waitlist_mode: boolean;
  /**
   * The link's invitation when it is open and unexpired. A waitlist entry made while no period
   * was open has no season or division (null): any OPEN period will do.
   */
  invitation: { kind: InvitationKind; season_id: string | null; season_name: string | null; division_id: string | null; division_name: string | null } | null;
  /** A token was given but cannot be used: REGISTRATION_MESSAGES.invitationInvalid. */
  invitation_problem: string | null;
  /** false in waitlist mode without a usable invitation: the page sends people to the waitlist. */
  can_register: boolean;
  periods: RegistrationPeriodOption[];
  waiver: ActiveWaiver | null;
  /** The signed-in user's player already signed this (active) waiver version: the step says so. */
  waiver_signed_at: string | null;
  payment_provider: PaymentProvider;
  /** The signed-in user's player record, to prefill the details step; null otherwise. */
  player: Partial<RegistrationPlayerDetails> | null;
}

/** POST /api/registration/quote { period_id, discount_code } → 200, or 422 with the code's message under discount_code. */
export interface RegistrationQuote {
  fee_cents: number;
  discount_cents: number;
  total_cents: number;
  /** Upper-cased, as stored; null when no code was given */
  discount_code: string | null;
}

/** A registration as its player sees it (GET /api/registrations/:id, GET /api/me/registrations). */
export interface MyRegistration {
  id: string;
  status: RegistrationStatus;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  fee_cents: number;
  discount_cents: number;
  /** fee - discount */
  total_cents: number;
  amount_paid_cents: number;
  discount_code: string | null;
  payment_method: PaymentMethod | null;
  paid_at: string | null;
  created_at: string;
  /** Whether card payment is possible for it now (provider configured and something to pay). */
  can_pay_by_card: boolean;
}

/**
 * POST /api/registrations → 201 (or 200 with the same pending registration when retried).
 * next: 'checkout' → POST /api/registrations/:id/checkout; 'payment_due' → no provider, the
 * page says how to pay; 'none' → nothing to pay (fee 0 after the discount).
 */
export interface CreateRegistrationResult {
  registration: MyRegistration;
  next: 'checkout' | 'payment_due' | 'none';
}

/** POST /api/registrations/:id/checkout → the Stripe Checkout page to send the browser to. */
export interface CheckoutStart {
  url: string;
}

/** GET /api/admin/registrations/:id */
export interface AdminRegistrationDetail extends MyRegistration {
  player: { id: string; first_name: string; last_name: string; email: string | null; phone: string | null };
  period_id: string | null;
  waiver: { id: string; version: number; title: string; signed_name: string | null; signed_at: string | null } | null;
  discount: { id: string; code: string; description: string } | null;
  has_physical_conditions: boolean;
  physical_conditions_details: string | null;
  notes: string;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  updated_at: string;
  /** Other divisions of the same season it could move to (with an OPEN, UPCOMING or CLOSED period). */
  move_targets: { division_id: string; division_name: string }[];
  /** Newest first: the audit rows of this registration. */
  history: { at: string; actor_name: string | null; action: string; summary: string }[];
}

export const RETURNING_INTENTS = ['returning', 'not_returning', 'unknown'] as const;
export type ReturningIntent = (typeof RETURNING_INTENTS)[number];
export const RETURNING_INTENT_LABELS: Record<ReturningIntent, string> = {
  returning: 'Returning',
  not_returning: 'Not returning',
  unknown: 'Unknown',
};

/** GET /api/admin/returning-players?season_id=<new season>&intent=&q=&page=&page_size= */
export interface ReturningPlayersPage {
  season: { id: string; name: string };
  /** The season before it (by start date); null when there is none: the list is empty. */
  previous_season: { id: string; name: string } | null;
  items: ReturningPlayer[];
  total: number;
  page: number;
  page_size: number;
}
export interface ReturningPlayer {
  player_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  team_id: string;
  team_name: string;
  division_name: string;
  intent: ReturningIntent;
  /** The latest invitation for the new season */
  invitation: { sent_at: string; expires_at: string; claimed_at: string | null } | null;
  /** Holds a live registration for the new season already */
  registered: boolean;
}

export const RETURNING_PLAYERS_PAGE_SIZE_DEFAULT = 50;
export const RETURNING_PLAYERS_PAGE_SIZE_MAX = 200;

/** PUT /api/admin/returning-players/:playerId/intent → the intent as stored. */
export interface ReturningIntentSaved {
  season_id: string;
  player_id: string;
  intent: ReturningIntent;
}

/** Why a chosen player got no invitation. */
export const INVITATION_SKIP_REASONS = ['no_email', 'already_registered', 'not_found'] as const;
export type InvitationSkipReason = (typeof INVITATION_SKIP_REASONS)[number];
export const INVITATION_SKIP_REASON_LABELS: Record<InvitationSkipReason, string> = {
  no_email: 'no e-mail address',
  already_registered: 'already registered',
  not_found: 'player not found',
};

/** POST /api/admin/returning-players/invitations */
export interface SendReturningInvitationsResult {
  sent: number;
  skipped: { player_id: string; reason: InvitationSkipReason }[];
}

/** The admin registration page's answers when a change is refused. */
export const ADMIN_REGISTRATION_MESSAGES = {
  cannotCancel: 'Only a pending, paid or confirmed registration can be cancelled.',
  cannotRefund: 'Only a paid or confirmed registration can be marked refunded.',
  cannotMarkPaid: 'Only a registration pending payment can be marked paid.',
  cannotMove: 'Only a pending, paid or confirmed registration can be moved.',
  sameDivision: 'The registration is in that division already.',
  noPeriodThere: 'Choose a division of this season that has a registration period.',
  alreadyThere: 'This player already holds a registration in that division.',
} as const;
