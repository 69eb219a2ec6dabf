// Response shapes of the waiver APIs, public and admin (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { pageOf } from './page';
import { SEASON_STATUSES } from '../seasons';

/** GET /api/waivers/active: the League Waiver & Release people accept now. */
export const activeWaiverSchema = z.object({
  id: rowId(),
  version: z.number(),
  title: z.string(),
  body: z.string().check(z.describe('Plain text; paragraphs separated by a blank line.')),
  activated_at: z.nullable(instant()).check(z.describe('ISO 8601')),
});
export type ActiveWaiver = z.output<typeof activeWaiverSchema>;

/** GET /api/admin/waivers → items, newest version first. */
export const adminWaiverVersionSchema = z.object({
  id: rowId(),
  version: z.number(),
  title: z.string(),
  is_active: z.boolean(),
  activated_at: z.nullable(instant()).check(z.describe('ISO 8601; when it last became the active version (null: never active).')),
  created_at: instant(),
  signature_count: z.number(),
});
export type AdminWaiverVersion = z.output<typeof adminWaiverVersionSchema>;

export const adminWaiverListSchema = z.object({ items: z.array(adminWaiverVersionSchema) });
export type AdminWaiverList = z.output<typeof adminWaiverListSchema>;

/** GET /api/admin/waivers/:waiverId, and the answer of every change to a version. */
export const adminWaiverDetailSchema = z.extend(adminWaiverVersionSchema, {
  body: z.string(),
  /** False once anyone signed or accepted it, or while it is active (see WAIVER_CONFLICTS). */
  editable: z.boolean(),
});
export type AdminWaiverDetail = z.output<typeof adminWaiverDetailSchema>;

/** GET /api/admin/waivers/:waiverId/signatures → items */
export const waiverSignatureItemSchema = z.object({
  player_id: rowId(),
  player_name: z.string(),
  signed_name: z.string().check(z.describe('The full name the player typed.')),
  signed_at: instant(),
});
export type WaiverSignatureItem = z.output<typeof waiverSignatureItemSchema>;

export const waiverSignaturePageSchema = pageOf(waiverSignatureItemSchema);
export type WaiverSignaturePage = z.output<typeof waiverSignaturePageSchema>;

export const waiverSeasonChoiceSchema = z.object({ id: rowId(), name: z.string(), status: z.enum(SEASON_STATUSES) });
export type WaiverSeasonChoice = z.output<typeof waiverSeasonChoiceSchema>;

/** GET /api/admin/waivers/unsigned → a player with a live registration in the season who has not signed the active version. */
export const unsignedWaiverPlayerSchema = z.object({
  player_id: rowId(),
  player_name: z.string(),
  division_names: z.string().check(z.describe("The player's live registrations' divisions, joined (\"Open, Women's\").")),
});
export type UnsignedWaiverPlayer = z.output<typeof unsignedWaiverPlayerSchema>;

export const unsignedWaiverPageSchema = z.extend(pageOf(unsignedWaiverPlayerSchema), {
  /** The active version they have not signed; null when no version is active (then nobody is listed). */
  waiver: z.nullable(z.object({ id: rowId(), version: z.number() })),
  /** The season asked for, else the current one (as on the dashboard); null without seasons. */
  season: z.nullable(waiverSeasonChoiceSchema),
  seasons: z.array(waiverSeasonChoiceSchema),
});
export type UnsignedWaiverPage = z.output<typeof unsignedWaiverPageSchema>;
