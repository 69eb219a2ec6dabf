import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminHomePath, builtAdminSections } from './sections';

describe('admin sections (spec §2 sidebar)', () => {
  it('lists every entry in the spec order', () => {
    expect(ADMIN_SECTIONS.map((s) => s.key)).toEqual([
      'dashboard',
      'schedule',
      'seasons',
      'teams',
      'divisions',
      'drafts',
      'rankings',
      'announcements',
      'players',
      'users',
      'draft-board',
      'trades',
      'check-in',
      'returning-players',
      'player-merge',
      'waitlist',
      'discount-codes',
      'settings',
    ]);
    expect(ADMIN_SECTIONS.every((s) => s.path === `/admin/${s.key}`)).toBe(true);
  });

  it('shows only the built pages today: Waitlist, then Settings', () => {
    expect(builtAdminSections().map((s) => s.label)).toEqual(['Waitlist', 'Settings']);
  });

  it('sends Admin Dashboard to the first built page until the dashboard exists', () => {
    expect(adminHomePath()).toBe('/admin/waitlist');
    const withDashboard = ADMIN_SECTIONS.map((s) => (s.key === 'dashboard' ? { ...s, built: true } : s));
    expect(adminHomePath(withDashboard)).toBe('/admin/dashboard');
  });
});
