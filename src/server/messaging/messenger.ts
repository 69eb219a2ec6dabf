import { and, eq, gt, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/client';
import { outbox } from '../db/schema/index';
import type { MailDrop } from './mail-drop';
import { type Secret, withoutSecrets } from './message-text';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Parts only the recipient may read (message-text.ts): never kept once delivered. */
  secrets?: readonly Secret[];
  /**
   * Extra mail headers (List-Unsubscribe). Kept with the queued message only until it is
   * delivered, as its secrets are: a one-click unsubscribe link is the recipient's alone.
   */
  headers?: Readonly<Record<string, string>>;
}
export interface Sms {
  to: string;
  body: string;
  secrets?: readonly Secret[];
}

/** Delivers through a configured provider; returns false when none is configured. */
export interface Transport<M> {
  deliver(message: M): Promise<boolean>;
}

export interface Messenger {
  sendEmail(email: Email): Promise<void>;
  sendSms(sms: Sms): Promise<void>;
  /**
   * Delivers queued e-mails (queueEmails) and retries failed ones, a batch at a time; the
   * outbox dispatcher calls it on a timer (decision 047).
   */
  deliverQueued(options?: { now?: Date; batchSize?: number }): Promise<{ delivered: number; failed: number }>;
}

/** A failed message is tried again on each dispatcher run for this long after it was queued. */
export const OUTBOX_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A message claimed by a process that then died is taken up again after this long. */
const OUTBOX_STALE_CLAIM_MS = 15 * 60 * 1000;

/**
 * Writes e-mails to the outbox as `queued`, in the caller's transaction: they are stored with
 * what caused them (an announcement's claim) or not at all, and the dispatcher sends them
 * later, so a request never waits on hundreds of deliveries and a failure is retried.
 */
export async function queueEmails(db: Database | Transaction, emails: readonly Email[]): Promise<number[]> {
  const rows = emails.map((e) => ({
    channel: 'email' as const,
    recipient: e.to,
    subject: e.subject,
    status: 'queued' as const,
    secretHeaders: e.headers && Object.keys(e.headers).length > 0 ? { ...e.headers } : null,
    ...storedBodies(e.text, e.secrets),
  }));
  return insertQueued(db, rows);
}

/** Texts queued like e-mails (queueEmails): the dispatcher sends them through the SMS provider. */
export async function queueSms(db: Database | Transaction, messages: readonly Sms[]): Promise<number[]> {
  const rows = messages.map((m) => ({
    channel: 'sms' as const,
    recipient: m.to,
    subject: null,
    status: 'queued' as const,
    ...storedBodies(m.body, m.secrets),
  }));
  return insertQueued(db, rows);
}

async function insertQueued(db: Database | Transaction, rows: (typeof outbox.$inferInsert)[]): Promise<number[]> {
  const ids: number[] = [];
  // Chunks keep each insert well under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(outbox)
      .values(rows.slice(i, i + 500))
      .returning({ id: outbox.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * What the outbox keeps of a message (issue 19): `body` without its secrets, readable by
 * admins; `secretBody`, the full text, only while it waits to be delivered (queued or failed).
 */
function storedBodies(text: string, secrets: readonly Secret[] = [], keepFullText = true): { body: string; secretBody: string | null } {
  const body = withoutSecrets(text, secrets);
  return { body, secretBody: keepFullText && body !== text ? text : null };
}

/**
 * Every message is written to the outbox table, without its secrets once delivered. With no
 * provider configured the log says a message was recorded (never to whom or what: logs carry
 * no one's data, nor secrets), and a mail drop (development and tests) gets the full message.
 */
export function createMessenger(deps: { db: Database; logger: Logger; email?: Transport<Email>; sms?: Transport<Sms>; drop?: MailDrop }): Messenger {
  async function logged(id: number, message: { channel: 'email' | 'sms'; recipient: string; subject: string | null; body: string }) {
    deps.logger.info({ channel: message.channel, outboxId: id }, 'message recorded in the outbox (no provider configured)');
    await deps.drop?.write({ id, ...message });
  }

  async function record(
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    text: string,
    secrets: readonly Secret[] | undefined,
    send?: () => Promise<boolean>,
  ) {
    let status: 'logged' | 'sent' | 'failed' = 'logged';
    if (send) {
      try {
        status = (await send()) ? 'sent' : 'logged';
      } catch (error) {
        status = 'failed';
        // No recipient here: logs carry no one's address or number (the outbox row has it).
        deps.logger.error({ err: error, channel }, 'message delivery failed');
      }
    }
    // A failed message keeps its full text for the dispatcher's retries; any other, never.
    const bodies = storedBodies(text, secrets, status === 'failed');
    const [row] = await deps.db
      .insert(outbox)
      .values({ channel, recipient, subject, status, ...bodies })
      .returning({ id: outbox.id });
    if (status === 'logged' && row) await logged(row.id, { channel, recipient, subject, body: text });
  }
  const { email: emailTransport, sms: smsTransport } = deps;

  async function deliverQueued({ now = new Date(), batchSize = 50 }: { now?: Date; batchSize?: number } = {}) {
    const retrySince = new Date(now.getTime() - OUTBOX_RETRY_WINDOW_MS);
    const staleBefore = new Date(now.getTime() - OUTBOX_STALE_CLAIM_MS);
    // Claimed in one statement (skip locked), so two processes never send the same message.
    const due = deps.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          eq(outbox.status, 'queued'),
          and(eq(outbox.status, 'failed'), gt(outbox.createdAt, retrySince)),
          and(eq(outbox.status, 'sending'), lt(outbox.createdAt, staleBefore), gt(outbox.createdAt, retrySince)),
        ),
      )
      .orderBy(outbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await deps.db.update(outbox).set({ status: 'sending' }).where(inArray(outbox.id, due)).returning();
    let delivered = 0;
    let failed = 0;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      let status: 'logged' | 'sent' | 'failed' = 'logged';
      const text = row.secretBody ?? row.body;
      try {
        if (row.channel === 'sms') status = smsTransport && (await smsTransport.deliver({ to: row.recipient, body: text })) ? 'sent' : 'logged';
        else {
          const headers = row.secretHeaders ?? undefined;
          status = emailTransport && (await emailTransport.deliver({ to: row.recipient, subject: row.subject ?? '', text, headers })) ? 'sent' : 'logged';
        }
      } catch (error) {
        status = 'failed';
        deps.logger.error({ err: error, channel: row.channel, outboxId: row.id }, 'queued message delivery failed; it will be retried');
      }
      if (status === 'failed') failed += 1;
      else delivered += 1;
      await deps.db
        .update(outbox)
        .set(status === 'failed' ? { status } : { status, secretBody: null, secretHeaders: null })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
      if (status === 'logged') {
        const channel = row.channel === 'sms' ? 'sms' : 'email';
        await logged(row.id, { channel, recipient: row.recipient, subject: row.subject, body: text });
      }
    }
    // Failed messages past retrying keep no secrets either.
    await deps.db
      .update(outbox)
      .set({ secretBody: null, secretHeaders: null })
      .where(and(eq(outbox.status, 'failed'), lt(outbox.createdAt, retrySince), or(isNotNull(outbox.secretBody), isNotNull(outbox.secretHeaders))));
    return { delivered, failed };
  }

  return {
    sendEmail: (email) => record('email', email.to, email.subject, email.text, email.secrets, emailTransport && (() => emailTransport.deliver(email))),
    sendSms: (sms) => record('sms', sms.to, null, sms.body, sms.secrets, smsTransport && (() => smsTransport.deliver(sms))),
    deliverQueued,
  };
}
