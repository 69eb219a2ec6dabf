import { MENU_ROLES, roleAllowed } from '../../../shared/roles';
import { adminHomePath } from '../admin';

export interface AccountMenuItem {
  label: string;
  to: string;
}

/**
 * Spec §2/§6 account menu entries for a role, in the spec's order (Logout is separate).
 * Admin Dashboard leads to the admin area's first built page until /admin/dashboard exists.
 */
export function accountMenuItems(role: string): AccountMenuItem[] {
  const items: AccountMenuItem[] = [{ label: 'Profile', to: '/profile' }];
  if (roleAllowed(role, MENU_ROLES.captainDashboard)) items.push({ label: 'Captain Dashboard', to: '/captain/dashboard' });
  if (roleAllowed(role, MENU_ROLES.refDashboard)) items.push({ label: 'Ref Dashboard', to: '/referee/dashboard' });
  if (roleAllowed(role, MENU_ROLES.stats)) items.push({ label: 'Stats', to: '/referee/dashboard' });
  if (roleAllowed(role, MENU_ROLES.adminDashboard)) items.push({ label: 'Admin Dashboard', to: adminHomePath() });
  return items;
}
