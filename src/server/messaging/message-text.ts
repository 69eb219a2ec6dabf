/**
 * The one way a message says something a caller typed (issue 19): a name from a public form
 * is text its sender chose, so it must never read as the message's own words ("Hi Your
 * account is suspended. Verify at http://…"). Only the first word is used, and only when it
 * is made of letters (with apostrophes and hyphens), as a name is; otherwise no name at all
 * (decision 053).
 */
const NAME_WORD = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’-]{0,29})$/u;

/** "Hi Jamie," for a name whose first word is a name; "Hello," for anything else. */
export function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return NAME_WORD.test(first) ? `Hi ${first},` : 'Hello,';
}

/**
 * A part of a message only its recipient may read: a reset link, a sign-in code, an
 * invitation link (issue 19). The outbox keeps `shownAs` in its place once the message is
 * delivered, so an admin reading the outbox sees that it was sent, never the secret itself.
 */
export interface Secret {
  value: string;
  shownAs: string;
}

export const secret = (value: string, shownAs: string): Secret => ({ value, shownAs });

/** What the outbox shows in place of a registration invitation's link. */
export const INVITATION_LINK_SENT = '[registration link sent; only the recipient can read it]';

/** The text with every secret replaced by what it is: what the outbox and the log may keep. */
export function withoutSecrets(text: string, secrets: readonly Secret[] = []): string {
  return secrets.reduce((kept, s) => (s.value ? kept.split(s.value).join(s.shownAs) : kept), text);
}
