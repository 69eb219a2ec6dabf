// Game-day check-in and the player pass (issue 24, decision 083): enumerations and texts shared by server and web.

/** Why a player is flagged at check-in: each one needs a confirmation with a reason. */
export const CHECK_IN_FLAGS = ['unpaid', 'no_waiver', 'suspended'] as const;
export type CheckInFlag = (typeof CHECK_IN_FLAGS)[number];

export const CHECK_IN_FLAG_LABELS: Record<CheckInFlag, string> = {
  unpaid: 'Unpaid',
  no_waiver: 'Waiver not signed',
  suspended: 'Suspended',
};

/** How the player was found: a tap on the list or a scanned pass. */
export const CHECK_IN_METHODS = ['tap', 'pass'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

/** What a check-in write came to: stored now, the same write again, or the player was already in (another device). */
export const CHECK_IN_OUTCOMES = ['created', 'replayed', 'already_checked_in'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** The roles that open /admin/check-in (referees for their own games only). */
export const CHECK_IN_ROLES = ['admin', 'referee'] as const;

export const CHECK_IN_MESSAGES = {
  reasonRequired: 'This player is flagged: give a reason to check them in.',
  notOnRoster: 'This player is on neither roster of this game, nor a substitute in it.',
  badPass: 'This pass is not valid (revoked, renewed or not a league pass).',
  playerOrPass: 'Give the player or their pass.',
  noPlayerRecord: 'Your account has no player record yet: complete your profile first.',
} as const;

/** A pass token: "LP1.<lookup>.<signature>" (decision 083). The lookup is public; the signature is the server's. */
export const PASS_TOKEN_PREFIX = 'LP1';

/** The lookup part of a pass token, or null for anything that is not shaped like one. */
export function passLookupOf(token: string): string | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PASS_TOKEN_PREFIX) return null;
  const lookup = parts[1] ?? '';
  return /^[A-Za-z0-9_-]{16,64}$/.test(lookup) ? lookup : null;
}
