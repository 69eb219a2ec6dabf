/**
 * Constants and labels of the public league directory (/api/public/teams, /api/public/players);
 * its answers are in api/league-directory.ts.
 */

export const PUBLIC_PLAYERS_PAGE_SIZE = 24;

/** player | captain | co_captain, as team_rosters.roster_role stores it. */
export const ROSTER_ROLES = ['captain', 'co_captain', 'player'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export function toRosterRole(value: string): RosterRole {
  return (ROSTER_ROLES as readonly string[]).includes(value) ? (value as RosterRole) : 'player';
}

export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = {
  captain: 'Captain',
  co_captain: 'Co-captain',
  player: 'Player',
};
