// Response shapes of the admin announcements API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { ANNOUNCEMENT_STATES } from '../announcements';
import { ANNOUNCEMENT_AUDIENCES } from '../schemas/announcements';
import { namedOptionSchema, pageOf } from './page';

export const adminAnnouncementSchema = z.object({
  id: rowId(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  publish_at: instant().check(z.describe('ISO 8601')),
  expires_at: z.nullable(instant()),
  state: z.enum(ANNOUNCEMENT_STATES),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  season_id: z.nullable(rowId()),
  season_name: z.nullable(z.string()),
  division_id: z.nullable(rowId()),
  division_name: z.nullable(z.string()),
  emailed_at: z.nullable(instant()).check(z.describe('When the e-mail last went out; null if never.')),
  emailed_count: z.number().check(z.describe('How many players that e-mail went to.')),
  created_at: instant(),
  updated_at: instant(),
});
export type AdminAnnouncement = z.output<typeof adminAnnouncementSchema>;

export const announcementPageSchema = pageOf(adminAnnouncementSchema);
export type AnnouncementPage = z.output<typeof announcementPageSchema>;

export const announcementAudienceOptionsSchema = z.object({
  seasons: z.array(namedOptionSchema),
  divisions: z.array(namedOptionSchema),
});
export type AnnouncementAudienceOptions = z.output<typeof announcementAudienceOptionsSchema>;

/** POST /api/admin/announcements/email-preview: what saving would e-mail, to be confirmed first. */
export const announcementEmailPreviewSchema = z.object({
  recipient_count: z.number().check(z.describe('Distinct addresses the e-mail would go to.')),
  subject: z.string(),
  text: z.string(),
});
export type AnnouncementEmailPreview = z.output<typeof announcementEmailPreviewSchema>;
