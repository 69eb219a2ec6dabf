import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, like } from 'drizzle-orm';
import type { NotificationChannel } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { rateLimited } from '../../http/errors';
import { TEST_EVENT_PREFIX } from './delivery';
import { notify } from './notify';
import { getNotificationPreferences } from './preferences.service';

const TESTS_PER_WINDOW = 5;
const TEST_WINDOW_MS = 10 * 60 * 1000;

/**
 * A test notification to the caller, on every channel they hear anything on (its device(s),
 * e-mail, text), now, quiet hours or not. A few per ten minutes: each may be an e-mail or text.
 */
export async function sendTestNotification(
  deps: { db: Database; pushPublicKey: () => Promise<string> },
  actor: Actor,
): Promise<{ channels: NotificationChannel[] }> {
  const { db } = deps;
  const since = new Date(Date.now() - TEST_WINDOW_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), like(notifications.eventKey, `${TEST_EVENT_PREFIX}%`), gt(notifications.createdAt, since)));
  if ((recent?.n ?? 0) >= TESTS_PER_WINDOW)
    throw rateLimited('You sent several test notifications just now. Please wait a few minutes.', TEST_WINDOW_MS / 1000);
  const preferences = await getNotificationPreferences(deps, actor);
  const anyOn = (channel: NotificationChannel) => preferences.kinds.some((k) => k.channels[channel] === true);
  const channels: NotificationChannel[] = [];
  if (anyOn('push') && preferences.devices.length > 0) channels.push('push');
  if (anyOn('email')) channels.push('email');
  if (anyOn('sms') && preferences.sms_available) channels.push('sms');
  await notify(db, {
    kind: 'announcement',
    recipientUserIds: [actor.userId],
    eventKey: `${TEST_EVENT_PREFIX}${randomUUID()}`,
    title: 'Test notification',
    body: 'Notifications reach you here. You can choose what you hear about on your profile.',
    url: '/profile',
  });
  return { channels };
}
