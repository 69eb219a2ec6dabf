/** GET /api/waivers/active: the League Waiver & Release people accept now. */
export interface ActiveWaiver {
  id: string;
  version: number;
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  /** ISO 8601 */
  activatedAt: string | null;
}
