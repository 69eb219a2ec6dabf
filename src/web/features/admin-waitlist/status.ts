import type { WaitlistStatus } from '../../../shared/waitlist';

export const STATUS_LABELS: Record<WaitlistStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  registered: 'Registered',
  declined: 'Declined',
  expired: 'Expired',
};

/** Filled badges in shades that keep white text at 4.5:1 or more, in both themes. */
export const STATUS_COLORS: Record<WaitlistStatus, string> = {
  pending: 'blue.8',
  invited: 'grape.8',
  registered: 'teal.9',
  declined: 'red.9',
  expired: 'gray.7',
};

export type AdminAction = 'invite' | 'decline' | 'mark-registered' | 'remove';

/** The server's rules for each decision (a 409 otherwise); Remove is always possible. */
const ALLOWED_FROM: Record<Exclude<AdminAction, 'remove'>, readonly WaitlistStatus[]> = {
  invite: ['pending', 'expired'],
  decline: ['pending', 'invited', 'expired'],
  'mark-registered': ['pending', 'invited', 'expired', 'declined'],
};

export function actionAllowed(action: AdminAction, status: WaitlistStatus): boolean {
  return action === 'remove' || ALLOWED_FROM[action].includes(status);
}
