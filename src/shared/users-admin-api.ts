/** Response shapes and messages of the admin users API (/api/admin/users). */
import type { Role } from './roles';

export const USERS_PAGE_SIZE_DEFAULT = 25;
export const USERS_PAGE_SIZE_MAX = 100;

export const LAST_ADMIN_MESSAGE = 'The league needs at least one admin.';
export const DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const PLAYER_TAKEN_MESSAGE = 'That player is already linked to another account.';
export const USER_HAS_PLAYER_MESSAGE = 'This account is already linked to another player. Unlink it first.';
export const NO_EMAIL_MESSAGE = 'This account has no e-mail address to send a reset link to.';

/** GET /api/admin/users → items, and the answer of every change to a user. */
export interface AdminUserListItem {
  id: string;
  name: string;
  /** Null for an account made by phone sign-in (it has no real address). */
  email: string | null;
  phone_number: string | null;
  /** In the spec's priority order. */
  roles: Role[];
  disabled: boolean;
  /** ISO 8601 */
  disabled_at: string | null;
  player: { id: string; full_name: string } | null;
  created_at: string;
}

export interface AdminUserPage {
  items: AdminUserListItem[];
  total: number;
  page: number;
  page_size: number;
}
