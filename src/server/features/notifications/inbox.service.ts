import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { NotificationList } from '../../../shared/api/notifications';
import { isUuid } from '../../../shared/schemas/ids';
import type { MarkNotificationsReadInput } from '../../../shared/schemas/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { invalidField } from '../../http/errors';

export const NOTIFICATION_PAGE_SIZE = 20;

/** The cursor names the last item shown (its time and id): stable while new items arrive. */
function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!iso || Number.isNaN(createdAt.getTime()) || !isUuid(id)) throw invalidField('before', 'That is not a page of this list (bad cursor).');
  return { createdAt, id };
}

/** The caller's notification centre, newest first: only their own items, ever. */
export async function listNotifications(db: Database, actor: Actor, query: { before?: string }): Promise<NotificationList> {
  const before = query.before ? decodeCursor(query.before) : undefined;
  const mine = eq(notifications.userId, actor.userId);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        mine,
        before
          ? or(lt(notifications.createdAt, before.createdAt), and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      url: r.url,
      created_at: r.createdAt.toISOString(),
      read_at: r.readAt?.toISOString() ?? null,
    })),
    unread_count: await unreadCount(db, actor.userId),
    next_cursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the caller's items read (on every device: the state is the row's). Ids that are not
 * the caller's, or not ids at all, change nothing: no one learns whether another person's
 * notification exists.
 */
export async function markNotificationsRead(db: Database, actor: Actor, input: MarkNotificationsReadInput): Promise<{ unread_count: number }> {
  const unread = and(eq(notifications.userId, actor.userId), isNull(notifications.readAt));
  if ('all' in input) {
    await db.update(notifications).set({ readAt: new Date() }).where(unread);
  } else {
    const ids = input.ids.filter(isUuid);
    if (ids.length > 0)
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(unread, inArray(notifications.id, ids)));
  }
  return { unread_count: await unreadCount(db, actor.userId) };
}
