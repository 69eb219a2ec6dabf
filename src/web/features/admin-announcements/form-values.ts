import type { AdminAnnouncement } from '../../../shared/api/announcements';
import type { AnnouncementAudience, AnnouncementInput } from '../../../shared/schemas/announcements';
import { fromZonedInput, toZonedInput } from '../../lib/zoned-time';

/** The form as typed: times as datetime-local values in the league's zone, ids as '' for none. */
export interface AnnouncementFormValues {
  title: string;
  body: string;
  pinned: boolean;
  publish_at: string;
  expires_at: string;
  audience: AnnouncementAudience;
  season_id: string;
  division_id: string;
  send_again: boolean;
}

export function announcementFormValues(announcement: AdminAnnouncement | null, timeZone: string, now = new Date()): AnnouncementFormValues {
  return {
    title: announcement?.title ?? '',
    body: announcement?.body ?? '',
    pinned: announcement?.pinned ?? false,
    publish_at: toZonedInput(announcement?.publish_at ?? now.toISOString(), timeZone),
    expires_at: toZonedInput(announcement?.expires_at ?? null, timeZone),
    audience: announcement?.audience ?? 'none',
    season_id: announcement?.season_id ?? '',
    division_id: announcement?.division_id ?? '',
    send_again: false,
  };
}

/**
 * The request: times read in the league's zone. A time that does not parse is passed on as
 * typed, so the schema reports it under its field instead of it silently becoming "now".
 */
export function toAnnouncementInput(values: AnnouncementFormValues, timeZone: string, emailedAt: string | null = null): AnnouncementInput {
  const instant = (local: string) => (local.trim() === '' ? null : (fromZonedInput(local, timeZone) ?? local));
  return {
    title: values.title,
    body: values.body,
    pinned: values.pinned,
    publish_at: instant(values.publish_at),
    expires_at: instant(values.expires_at),
    audience: values.audience,
    season_id: values.audience === 'none' ? null : values.season_id || null,
    division_id: values.audience === 'division' ? values.division_id || null : null,
    send_again: values.send_again,
    // Which sending "send again" repeats: a second click or a retry sends nothing more.
    emailed_at: values.send_again ? emailedAt : null,
  };
}
