import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { realtimeMessages } from '../db/schema/index';

/** The PostgreSQL notification channel every app process listens on (decision 035). */
export const REALTIME_NOTIFY_CHANNEL = 'realtime_messages';

/** The advisory lock publishers take in turn (an arbitrary number no other lock of the app uses). */
const PUBLISH_LOCK_KEY = 36_035_001;

/**
 * Publishes a message on a realtime channel ("live", later drafts and chat). Call it inside the
 * transaction that made the change: the message is numbered in `realtime_messages` (its id is
 * the SSE event id that Last-Event-ID resumes from) and the notification is delivered at
 * commit, so a rolled-back change is never announced. Call it as the transaction's last write
 * (after its row locks): it holds the publishers' turn until commit. Returns the message's id.
 */
export async function publishRealtime(tx: Database | Transaction, channel: string, payload: unknown): Promise<number> {
  // Publishers take turns until commit, so ids become visible in id order: a reader that has
  // seen id n has seen every committed id below it, and "id > last seen" never skips a message
  // whose transaction was still open (decision 036). Held from here to commit: publish last.
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`);
  const [row] = await tx.insert(realtimeMessages).values({ channel, payload }).returning({ id: realtimeMessages.id });
  if (!row) throw new Error('realtime message was not stored');
  // Only the id travels: notifications are limited to 8000 bytes, the payload is read from the table.
  await tx.execute(sql`select pg_notify(${REALTIME_NOTIFY_CHANNEL}, ${`${channel}:${row.id}`})`);
  return row.id;
}
