import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { notifications, users } from '../../db/schema/index';
import { isNotificationKind, type NotificationChannel, type NotificationKind } from '../../../shared/notifications';
import { notificationsQueued } from './wake';

/** Sends sharing a batch key gather this long before they go out as one message (decision 072). */
export const NOTIFICATION_BATCH_WINDOW_MS = 30_000;

export interface NotifyRequest {
  kind: NotificationKind;
  recipientUserIds: readonly string[];
  /** One message per (person, eventKey), however many paths lead to it, e.g. `game:<id>:moved:<revision>`. */
  eventKey: string;
  /** Pending sends of one person sharing it within NOTIFICATION_BATCH_WINDOW_MS become one message. */
  batchKey?: string;
  title: string;
  body: string;
  /** The page it is about, app-relative: /games/<id>. */
  url: string;
  /** A change to something starting before this passes quiet hours (a game within 3 hours). */
  urgentUntil?: Date;
  /** The e-mail's subject and text; by default the title and body. */
  email?: { subject: string; text: string };
  /**
   * Only these channels for this event (of those the person chose); the notification centre
   * always. E.g. ['push'] when the caller sends its own e-mail (a waitlist offer's claim link).
   */
  channels?: readonly NotificationChannel[];
}

export interface NotifyResult {
  /** Notifications stored now; people who already had this event, or no longer exist, are not counted. */
  created: number;
}

/**
 * Enqueues a notification for each recipient, in the caller's transaction when given one: it
 * is stored with what caused it or not at all. Lands in each person's notification centre at
 * once; the delivery job sends it on their channels. A second call for the same event adds
 * nothing for those who have it (the unique (user, event_key) settles concurrent calls too).
 */
export async function notify(db: Database | Transaction, request: NotifyRequest): Promise<NotifyResult> {
  if (!isNotificationKind(request.kind)) throw new Error(`notify: unknown notification kind ${String(request.kind)}`);
  if (!request.url.startsWith('/')) throw new Error('notify: url must be app-relative (start with /)');
  if (!request.eventKey) throw new Error('notify: eventKey is required');
  const wanted = [...new Set(request.recipientUserIds)];
  if (wanted.length === 0) return { created: 0 };
  const deliverAfter = request.batchKey ? new Date(Date.now() + NOTIFICATION_BATCH_WINDOW_MS) : new Date();
  let created = 0;
  // Chunks keep each statement well under PostgreSQL's parameter limit.
  for (let i = 0; i < wanted.length; i += 500) {
    const chunk = wanted.slice(i, i + 500);
    // A recipient deleted meanwhile is skipped rather than failing the caller's transaction.
    const existing = await db.select({ id: users.id }).from(users).where(inArray(users.id, chunk));
    if (existing.length === 0) continue;
    const rows = await db
      .insert(notifications)
      .values(
        existing.map(({ id }) => ({
          userId: id,
          kind: request.kind,
          eventKey: request.eventKey,
          batchKey: request.batchKey ?? null,
          title: request.title,
          body: request.body,
          url: request.url,
          emailSubject: request.email?.subject ?? null,
          emailText: request.email?.text ?? null,
          urgentUntil: request.urgentUntil ?? null,
          channels: request.channels ? [...request.channels] : null,
          deliverAfter,
        })),
      )
      .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
      .returning({ id: notifications.id });
    created += rows.length;
  }
  if (created > 0) notificationsQueued();
  return { created };
}
