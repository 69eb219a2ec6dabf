/** Waitlist constants and enumerations, exactly as spec §3, §5 and §9 give them. */

export const WAITLIST_STEPS = ['Personal Info', 'RFC Experience', 'Player Kit & Photo', 'Contact & Health'] as const;

/** A player's gender as the forms offer it (spec §5); the waitlist, registration, profile and admin player forms share these lists. */
export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
export const JERSEY_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type JerseySize = (typeof JERSEY_SIZES)[number];
/** The positions a player plays; "Ummm..." is the spec's own answer for "not sure yet". */
export const POSITIONS = ['Goalkeeper', 'Defense', 'Midfield', 'Striker', 'Ummm...'] as const;
export type Position = (typeof POSITIONS)[number];
/** A returning player's wish: stay on the previous team or be placed on a new one. */
export const TEAM_PREFERENCE_VALUES = ['stay_same_team', 'request_new_team'] as const;
export type TeamPreference = (typeof TEAM_PREFERENCE_VALUES)[number];
export const TEAM_PREFERENCE_LABELS: Record<TeamPreference, string> = {
  stay_same_team: 'Stay on my same team',
  request_new_team: 'Request a new team',
};
export const TEAM_PREFERENCES = TEAM_PREFERENCE_VALUES.map((value) => ({ value, label: TEAM_PREFERENCE_LABELS[value] }));
export const isTeamPreference = (value: unknown): value is TeamPreference => (TEAM_PREFERENCE_VALUES as readonly unknown[]).includes(value);
export const SKILL_MIN = 1;
export const SKILL_MAX = 10;

/** A new entry's state (spec §4, §9). */
export const WAITLIST_NEW_STATUS = 'pending';
export const WAITLIST_NEW_PRIORITY = 1;
export const WAITLIST_STATUSES = ['pending', 'invited', 'registered', 'declined', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** How long an invitation to register may be claimed before it passes to the next entry. */
export const INVITATION_CLAIM_HOURS = 48;
/** An invitation still unclaimed this long before it runs out gets one "about to expire" notice (decision 074). */
export const INVITATION_EXPIRING_NOTICE_HOURS = 12;

/** Photo limits (spec §5, §9). */
export const PHOTO_MAX_BYTES = 5_242_880;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_BUCKET = 'player-photos';
export const PHOTO_RESIZE_MAX_PX = 1024;
export const CROP_OUTPUT_PX = 400;
export const CROP_JPEG_QUALITY = 0.9;
export const CROP_PREVIEW_PX = 300;
export const CROP_MASK_PX = 250;
export const CROP_ZOOM = { min: 0.1, max: 3, step: 0.1 } as const;
export const CROP_ROTATION_STEP_DEG = 90;
export const CROP_IMAGE_LOAD_TIMEOUT_MS = 3000;
export const CAMERA_IDEAL = { width: 1280, height: 720 } as const;

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
