/** Values of the admin announcements API; its response shapes are in api/announcements.ts. */

/** scheduled: publish time still ahead; published: on the home page; expired: past its expiry. */
export const ANNOUNCEMENT_STATES = ['scheduled', 'published', 'expired'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_PAGE_SIZE_DEFAULT = 20;
export const ANNOUNCEMENT_PAGE_SIZE_MAX = 100;
