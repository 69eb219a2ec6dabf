/** Values and messages of the admin users API (/api/admin/users); its response shapes are in api/users.ts. */

export const USERS_PAGE_SIZE_DEFAULT = 25;
export const USERS_PAGE_SIZE_MAX = 100;

export const LAST_ADMIN_MESSAGE = 'The league needs at least one admin.';
export const DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const PLAYER_TAKEN_MESSAGE = 'That player is already linked to another account.';
export const USER_HAS_PLAYER_MESSAGE = 'This account is already linked to another player. Unlink it first.';
export const NO_EMAIL_MESSAGE = 'This account has no e-mail address to send a reset link to.';
