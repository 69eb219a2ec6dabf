/**
 * The waiver's text and cache key, shared by the public waiver (features/waivers), the admin
 * waiver page (features/admin-waivers) and the registration's waiver step.
 */

/** The active waiver's query key: activating a version in the admin fetches it again. */
export const waiverKeys = { active: ['waivers', 'active'] as const };

/** The body's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function waiverParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
