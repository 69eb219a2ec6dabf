/** Values of the admin players API (/api/admin/players); its response shapes are in api/players.ts. */
import { REGISTRATION_STATUSES } from './registrations';

/** The list's extra filter value: no registration (in the chosen season, if one is chosen). */
export const NO_REGISTRATION = 'none';
export const REGISTRATION_FILTERS = [...REGISTRATION_STATUSES, NO_REGISTRATION] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

export const PLAYERS_PAGE_SIZE_DEFAULT = 25;
export const PLAYERS_PAGE_SIZE_MAX = 100;
