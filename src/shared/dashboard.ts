/** Values of the admin dashboard and audit log API; its response shapes are in api/dashboard.ts. */

export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** The dashboard's "Recent activity": this many newest audit rows. */
export const RECENT_ACTIVITY_LIMIT = 20;
