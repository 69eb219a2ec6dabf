export interface NavItem {
  label: string;
  to: string;
}

/** Follow Live goes to /live (spec §2), shown while the 30 s live check finds a live game. */
export const FOLLOW_LIVE: NavItem = { label: 'Follow Live', to: '/live' };
const HOME: NavItem = { label: 'Home', to: '/' };
const SCHEDULE: NavItem = { label: 'Schedule', to: '/schedule' };
const RANKINGS: NavItem = { label: 'Rankings', to: '/rankings' };
const TEAMS: NavItem = { label: 'Teams', to: '/teams-public' };
const WAIVER: NavItem = { label: 'Waiver', to: '/waiver' };
const PLAYERS: NavItem = { label: 'Players', to: '/players-public' };

/** Spec §2 top navigation: desktop, and the mobile drawer that adds Home, Waiver and Players. */
export function navItems({ live, mobile }: { live: boolean; mobile: boolean }): NavItem[] {
  const liveItems = live ? [FOLLOW_LIVE] : [];
  if (!mobile) return [...liveItems, SCHEDULE, RANKINGS, TEAMS];
  return [HOME, ...liveItems, SCHEDULE, RANKINGS, TEAMS, WAIVER, PLAYERS];
}
