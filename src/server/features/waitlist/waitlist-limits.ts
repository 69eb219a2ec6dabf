import { WAITLIST_LIMIT_MESSAGES } from '../../../shared/waitlist';
import type { Database, Transaction } from '../../db/client';
import { rateLimited } from '../../http/errors';
import { consumeRateLimit } from '../../http/rate-limit';

const HOUR_MS = 60 * 60 * 1000;
/** Entries naming one mailbox per hour: a person joins once per season and division. */
export const WAITLIST_JOINS_PER_MAILBOX_PER_HOUR = 3;

/**
 * The mailbox an address reaches: lower-cased, without a "+tag" (victim+1@ and victim+2@
 * land in one inbox), so a limit per e-mail cannot be dodged by numbering it.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * Every "join" mails the address it names, so the public form is limited per client address
 * and per mailbox (issue 19), in the throttles table like every other limit (decision 019).
 * Per address, each attempt counts, refused ones too: it limits what one sender can try.
 */
export async function checkWaitlistJoinsFromAddress(db: Database, address: string, perHour: number): Promise<void> {
  const fromHere = await consumeRateLimit(db, { key: `waitlist-join:ip:${address}`, limit: perHour, windowMs: HOUR_MS });
  if (!fromHere.allowed) throw rateLimited(WAITLIST_LIMIT_MESSAGES.tooManyFromHere, fromHere.retryAfterSeconds);
}

/**
 * Per mailbox, only stored entries count (each is a mail): counted in the transaction that
 * stores the entry, so a refused or rolled-back join (the same form twice) counts nothing, and
 * past the limit the entry and its mail roll back with the 429.
 */
export async function countWaitlistJoinForMailbox(tx: Transaction, email: string): Promise<void> {
  const rule = { key: `waitlist-join:mailbox:${mailboxOf(email)}`, limit: WAITLIST_JOINS_PER_MAILBOX_PER_HOUR, windowMs: HOUR_MS };
  const forEmail = await consumeRateLimit(tx, rule);
  if (!forEmail.allowed) throw rateLimited(WAITLIST_LIMIT_MESSAGES.tooManyForEmail, forEmail.retryAfterSeconds);
}
