import type { AnnouncementSummary } from '../../../shared/home';

/** Pinned first, then newest first (the server sends this order; the page does not rely on it). */
export function sortAnnouncements(items: readonly AnnouncementSummary[]): AnnouncementSummary[] {
  return [...items].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishAt.localeCompare(a.publishAt));
}
