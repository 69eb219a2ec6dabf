/** A team member's role on its roster, as team_rosters.roster_role stores it (admin teams, the public directory). */
export const ROSTER_ROLES = ['player', 'captain', 'co_captain'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = { player: 'Player', captain: 'Captain', co_captain: 'Co-captain' };

export function isRosterRole(value: string): value is RosterRole {
  return (ROSTER_ROLES as readonly string[]).includes(value);
}

/** A stored role as the API answers it; anything unknown reads as a plain player. */
export function toRosterRole(value: string): RosterRole {
  return isRosterRole(value) ? value : 'player';
}
