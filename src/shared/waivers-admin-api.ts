/** Response shapes of the admin waiver API (/api/admin/waivers...). */

export const WAIVER_SIGNATURES_PAGE_SIZE_DEFAULT = 25;
export const WAIVER_SIGNATURES_PAGE_SIZE_MAX = 100;

/** The 409s, one sentence each, as the admin page shows them. */
export const WAIVER_CONFLICTS = {
  signed: 'This version has been signed, so its text can no longer change. Create a new version instead.',
  active: 'The active version cannot be edited. Create a new version instead.',
  alreadyActive: 'This version is already the active one.',
} as const;

/** GET /api/admin/waivers → items, newest version first. */
export interface AdminWaiverVersion {
  id: string;
  version: number;
  title: string;
  is_active: boolean;
  /** ISO 8601; when it last became the active version (null: never active). */
  activated_at: string | null;
  created_at: string;
  signature_count: number;
}

export interface AdminWaiverList {
  items: AdminWaiverVersion[];
}

/** GET /api/admin/waivers/:waiverId, and the answer of every change to a version. */
export interface AdminWaiverDetail extends AdminWaiverVersion {
  body: string;
  /** False once anyone signed or accepted it, or while it is active (see WAIVER_CONFLICTS). */
  editable: boolean;
}

/** GET /api/admin/waivers/:waiverId/signatures → items */
export interface WaiverSignatureItem {
  player_id: string;
  player_name: string;
  /** The full name the player typed. */
  signed_name: string;
  signed_at: string;
}

export interface WaiverSignaturePage {
  items: WaiverSignatureItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface WaiverSeasonChoice {
  id: string;
  name: string;
  status: string;
}

/** GET /api/admin/waivers/unsigned → a player with a live registration in the season who has not signed the active version. */
export interface UnsignedWaiverPlayer {
  player_id: string;
  player_name: string;
  /** The player's live registrations' divisions, joined ("Open, Women's"). */
  division_names: string;
}

export interface UnsignedWaiverPage {
  /** The active version they have not signed; null when no version is active (then nobody is listed). */
  waiver: { id: string; version: number } | null;
  /** The season asked for, else the current one (as on the dashboard); null without seasons. */
  season: WaiverSeasonChoice | null;
  seasons: WaiverSeasonChoice[];
  items: UnsignedWaiverPlayer[];
  total: number;
  page: number;
  page_size: number;
}
