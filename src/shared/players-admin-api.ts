/** Values of the admin players API (/api/admin/players); its response shapes are in api/players.ts. */

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
