/** Waitlist API constants (the response shapes: ./api/waitlist). */

/** The one message for a second entry with the same e-mail in the same season and division. */
export const WAITLIST_DUPLICATE_MESSAGE = 'This email is already on the waitlist.';

/**
 * The one answer (409) to an entry or a waitlist photo while waitlist mode is off: the
 * waitlist is open only while it is on (spec §1, decision 011), and everyone may register.
 */
export const WAITLIST_CLOSED_MESSAGE = 'The waitlist is closed because registration is open. Please register instead.';

/** 429s of the waitlist form: it mails whoever is named in it, so joins are limited (issue 19). */
export const WAITLIST_LIMIT_MESSAGES = {
  tooManyFromHere: 'Too many waitlist entries from here. Please wait and try again later.',
  tooManyForEmail: 'Too many waitlist entries for this email address. Please wait and try again later.',
} as const;

export const WAITLIST_PAGE_SIZE_DEFAULT = 25;
export const WAITLIST_PAGE_SIZE_MAX = 100;

/**
 * open: can still be claimed; claimed: used to register; expired: ran out unclaimed;
 * revoked: replaced by a newer invitation, or the entry was declined or registered otherwise.
 */
export const WAITLIST_INVITATION_STATUSES = ['open', 'claimed', 'expired', 'revoked'] as const;
export type WaitlistInvitationStatus = (typeof WAITLIST_INVITATION_STATUSES)[number];
