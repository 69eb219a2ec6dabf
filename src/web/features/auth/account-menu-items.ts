import { MENU_ROLES, roleAllowed } from '../../../shared/roles';

export interface AccountMenuItem {
  label: string;
  to: string;
}

/** Spec §2/§6 account menu entries for a role, in the spec's order (Logout is separate). */
export function accountMenuItems(role: string): AccountMenuItem[] {
  const items: AccountMenuItem[] = [{ label: 'Profile', to: '/profile' }];
  if (roleAllowed(role, MENU_ROLES.captainDashboard)) items.push({ label: 'Captain Dashboard', to: '/captain/dashboard' });
  if (roleAllowed(role, MENU_ROLES.refDashboard)) items.push({ label: 'Ref Dashboard', to: '/referee/dashboard' });
  if (roleAllowed(role, MENU_ROLES.adminDashboard)) items.push({ label: 'Admin Dashboard', to: '/admin/dashboard' });
  return items;
}
