/** The league's roles, in the priority order that picks a user's effective role (spec §4). */
export const ROLES = ['admin', 'captain', 'statistician', 'referee', 'player'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The one role a user acts with. The highest-priority known role wins; a user whose roles
 * are all unknown gets the first one listed; no roles (or no user) gives the empty role.
 */
export function resolveEffectiveRole(roles: readonly Role[]): Role | '';
export function resolveEffectiveRole(roles: readonly string[]): string;
export function resolveEffectiveRole(roles: readonly string[]): string {
  for (const role of ROLES) {
    if (roles.includes(role)) return role;
  }
  return roles[0] ?? '';
}

/** Who may open each guarded area (spec §6). The server checks the same lists. */
export const AREA_ROLES = {
  playerArea: ['player', 'captain', 'admin'],
  captainArea: ['captain', 'admin'],
  refereeArea: ['referee', 'admin'],
  /** /referee/* with the statisticians product.md adds: stats mode of a game, and the Stats list (decision 037). */
  gameDayArea: ['referee', 'admin', 'statistician'],
  adminArea: ['admin'],
  /** /admin/check-in: admins, and referees for their own games (decision 083). */
  checkInArea: ['admin', 'referee'],
} as const satisfies Record<string, readonly Role[]>;

/** Account-menu entries and the roles that see them (spec §6). */
export const MENU_ROLES = {
  captainDashboard: ['captain', 'admin'],
  refDashboard: ['referee', 'admin'],
  /** product.md: statisticians get a "Stats" entry (to /referee/dashboard, which lists the league's games for them). */
  stats: ['statistician'],
  adminDashboard: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export function roleAllowed(role: string, allowed: readonly string[]): boolean {
  return role !== '' && allowed.includes(role);
}
