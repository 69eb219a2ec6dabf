/**
 * The registration flow's constants, labels and messages (issue 6, decision 015): the player's
 * side (/register, /payment-success, /payment-canceled), the admin's registration page and the
 * returning players page. The API's response shapes: ./api/registrations.
 */

/** A registration's life (product.md "Registration and payment"). */
export const REGISTRATION_STATUSES = ['pending_payment', 'paid', 'confirmed', 'cancelled', 'refunded'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Which payment provider the server has: Stripe Checkout, or none (null: the league is paid directly). */
export const PAYMENT_PROVIDERS = ['stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number] | null;

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
export const INVITATION_KINDS = ['waitlist', 'returning'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
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

export const RETURNING_INTENTS = ['returning', 'not_returning', 'unknown'] as const;
export type ReturningIntent = (typeof RETURNING_INTENTS)[number];
export const RETURNING_INTENT_LABELS: Record<ReturningIntent, string> = {
  returning: 'Returning',
  not_returning: 'Not returning',
  unknown: 'Unknown',
};

export const RETURNING_PLAYERS_PAGE_SIZE_DEFAULT = 50;
export const RETURNING_PLAYERS_PAGE_SIZE_MAX = 200;

/** Why a chosen player got no invitation. */
export const INVITATION_SKIP_REASONS = ['no_email', 'already_registered', 'not_found', 'not_eligible'] as const;
export type InvitationSkipReason = (typeof INVITATION_SKIP_REASONS)[number];
export const INVITATION_SKIP_REASON_LABELS: Record<InvitationSkipReason, string> = {
  no_email: 'no e-mail address',
  already_registered: 'already registered',
  not_found: 'player not found',
  not_eligible: "eligible for none of the season's divisions",
};

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
