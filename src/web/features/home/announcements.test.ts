import { describe, expect, it } from 'vitest';
import type { AnnouncementSummary } from '../../../shared/api/home';
import { sortAnnouncements } from './announcements';

const item = (id: string, pinned: boolean, publishAt: string): AnnouncementSummary => ({ id, title: id, body: '', pinned, publish_at: publishAt });

describe('sortAnnouncements', () => {
  it('puts pinned first, then newest first', () => {
    const sorted = sortAnnouncements([
      item('old', false, '2026-01-01T00:00:00.000Z'),
      item('pinned-old', true, '2025-12-01T00:00:00.000Z'),
      item('new', false, '2026-03-01T00:00:00.000Z'),
      item('pinned-new', true, '2026-02-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['pinned-new', 'pinned-old', 'new', 'old']);
  });
});
