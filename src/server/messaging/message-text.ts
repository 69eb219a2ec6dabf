/**
 * The one way a message says something a caller typed (issue 19): a name from a public form
 * is text its sender chose, so it must never read as the message's own words ("Hi Your
 * account is suspended. Verify at http://…"). Only the first word is used, and only when it
 * is made of letters (with apostrophes and hyphens), as a name is; otherwise no name at all.
 */
const NAME_WORD = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’-]{0,29})$/u;

/** "Hi Jamie," for a name whose first word is a name; "Hello," for anything else. */
export function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return NAME_WORD.test(first) ? `Hi ${first},` : 'Hello,';
}
