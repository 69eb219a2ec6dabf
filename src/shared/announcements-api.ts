/** Response shapes of the admin announcements API; the server's services return these. */
import type { AnnouncementAudience } from './schemas/announcements';

/** scheduled: publish time still ahead; published: on the home page; expired: past its expiry. */
export const ANNOUNCEMENT_STATES = ['scheduled', 'published', 'expired'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_PAGE_SIZE_DEFAULT = 20;
export const ANNOUNCEMENT_PAGE_SIZE_MAX = 100;

export interface AdminAnnouncement {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  /** ISO 8601 */
  publish_at: string;
  expires_at: string | null;
  state: AnnouncementState;
  audience: AnnouncementAudience;
  season_id: string | null;
  season_name: string | null;
  division_id: string | null;
  division_name: string | null;
  /** When the e-mail last went out; null if never. */
  emailed_at: string | null;
  /** How many players that e-mail went to. */
  emailed_count: number;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementPage {
  items: AdminAnnouncement[];
  total: number;
  page: number;
  page_size: number;
}

export interface AnnouncementAudienceOptions {
  seasons: { id: string; name: string }[];
  divisions: { id: string; name: string }[];
}
