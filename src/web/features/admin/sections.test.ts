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

  it('shows the built pages in the spec order, the Dashboard first', () => {
    const labels = builtAdminSections().map((s) => s.label);
    expect(labels[0]).toBe('Dashboard');
    expect(labels.filter((l) => ['Dashboard', 'Waitlist', 'Settings'].includes(l))).toEqual(['Dashboard', 'Waitlist', 'Settings']);
  });

  it('shows Drafts (issue 24) and Rankings (issue 14) between Divisions and Announcements', () => {
    const labels = builtAdminSections().map((s) => s.label);
    expect(labels.slice(labels.indexOf('Divisions'), labels.indexOf('Announcements') + 1)).toEqual(['Divisions', 'Drafts', 'Rankings', 'Announcements']);
  });

  it('sends Admin Dashboard to the dashboard, or to the first built page while it is not built', () => {
    expect(adminHomePath()).toBe('/admin/dashboard');
    const withoutDashboard = ADMIN_SECTIONS.map((s) => (s.key === 'dashboard' ? { ...s, built: false } : s));
    expect(adminHomePath(withoutDashboard)).toBe(builtAdminSections(withoutDashboard)[0]?.path);
    expect(adminHomePath(withoutDashboard)).not.toBe('/admin/dashboard');
  });
});
