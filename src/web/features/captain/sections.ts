import type { AreaSection } from '../../components/layout/area-shell';

/** One entry of the captain sidebar. */
export type CaptainSection = AreaSection;

/**
 * The captain sidebar, in the spec's order (§2) — THE one list: the issue that builds a captain
 * page adds its entry here and its route in src/web/app/routes/captain/routes.tsx. Only pages
 * that exist are listed (a link to a missing page would be a dead end). Icons: components/captain-section-icons.ts.
 */
export const CAPTAIN_SECTIONS: readonly CaptainSection[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/captain/dashboard' },
  { key: 'manage-roster', label: 'Manage roster', path: '/captain/manage-roster' },
  { key: 'team-schedule', label: 'Team schedule', path: '/captain/team-schedule' },
  { key: 'chat', label: 'Chat', path: '/captain/chat' },
  { key: 'notes', label: 'Notes', path: '/captain/notes' },
  { key: 'trades', label: 'Trades', path: '/captain/trades' },
  { key: 'select-formation-context', label: 'Formation', path: '/captain/select-formation-context' },
  { key: 'draft', label: 'Draft', path: '/captain/draft' },
];
