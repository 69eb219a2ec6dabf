export interface AdminSection {
  key: string;
  label: string;
  path: string;
  /** Routed yet? Pages of later issues stay out of the sidebar until they exist. */
  built: boolean;
}

/**
 * The admin sidebar, in the spec's order (§2). The one list: a later issue that builds a page
 * flips its `built` flag (and routes it).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/admin/dashboard', built: true },
  { key: 'schedule', label: 'Schedule', path: '/admin/schedule', built: true },
  { key: 'seasons', label: 'Seasons', path: '/admin/seasons', built: true },
  { key: 'teams', label: 'Teams', path: '/admin/teams', built: true },
  { key: 'divisions', label: 'Divisions', path: '/admin/divisions', built: true },
  { key: 'drafts', label: 'Drafts', path: '/admin/drafts', built: true },
  { key: 'rankings', label: 'Rankings', path: '/admin/rankings', built: true },
  { key: 'announcements', label: 'Announcements', path: '/admin/announcements', built: true },
  { key: 'players', label: 'Players', path: '/admin/players', built: true },
  { key: 'users', label: 'Users', path: '/admin/users', built: true },
  { key: 'draft-board', label: 'Draft Board', path: '/admin/draft-board', built: true },
  { key: 'trades', label: 'Trades', path: '/admin/trades', built: true },
  { key: 'check-in', label: 'Check-in', path: '/admin/check-in', built: true },
  { key: 'returning-players', label: 'Returning Players', path: '/admin/returning-players', built: true },
  { key: 'player-merge', label: 'Player Merge', path: '/admin/player-merge', built: true },
  { key: 'waitlist', label: 'Waitlist', path: '/admin/waitlist', built: true },
  { key: 'discount-codes', label: 'Discount Codes', path: '/admin/discount-codes', built: true },
  { key: 'settings', label: 'Settings', path: '/admin/settings', built: true },
];

export function builtAdminSections(sections: readonly AdminSection[] = ADMIN_SECTIONS): AdminSection[] {
  return sections.filter((section) => section.built);
}

/**
 * Where the account menu's Admin Dashboard goes: the dashboard once it is built, until then
 * the first admin page that is (a link to a missing page would be a dead end).
 */
export function adminHomePath(sections: readonly AdminSection[] = ADMIN_SECTIONS): string {
  const dashboard = sections.find((section) => section.key === 'dashboard');
  if (dashboard?.built) return dashboard.path;
  return builtAdminSections(sections)[0]?.path ?? '/admin/dashboard';
}
