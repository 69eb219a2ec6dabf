import type { AnnouncementSummary } from '../../../shared/api/home';

/** Pinned first, then newest first (the server sends this order; the page does not rely on it). */
export function sortAnnouncements(items: readonly AnnouncementSummary[]): AnnouncementSummary[] {
  return [...items].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publish_at.localeCompare(a.publish_at));
}
