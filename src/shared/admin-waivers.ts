/** Values and messages of the admin waiver API (/api/admin/waivers...); its response shapes are in api/waivers.ts. */

export const WAIVER_SIGNATURES_PAGE_SIZE_DEFAULT = 25;
export const WAIVER_SIGNATURES_PAGE_SIZE_MAX = 100;

/** The 409s, one sentence each, as the admin page shows them. */
export const WAIVER_CONFLICTS = {
  signed: 'This version has been signed, so its text can no longer change. Create a new version instead.',
  active: 'The active version cannot be edited. Create a new version instead.',
  alreadyActive: 'This version is already the active one.',
} as const;
