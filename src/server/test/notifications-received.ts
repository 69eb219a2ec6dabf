import { and, asc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema/index';
import type { TestServer } from './test-server';

/** One notification as its person's notification centre holds it. */
export interface ReceivedNotification {
  kind: string;
  title: string;
  body: string;
  url: string;
  eventKey: string;
  batchKey: string | null;
  urgentUntil: Date | null;
  emailSubject: string | null;
  emailText: string | null;
}

/** What a person's notification centre holds, oldest first; of one kind when given. */
export async function notificationsOf(server: TestServer, userId: string, kind?: string): Promise<ReceivedNotification[]> {
  return server.db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      eventKey: notifications.eventKey,
      batchKey: notifications.batchKey,
      urgentUntil: notifications.urgentUntil,
      emailSubject: notifications.emailSubject,
      emailText: notifications.emailText,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), kind ? eq(notifications.kind, kind) : undefined))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
