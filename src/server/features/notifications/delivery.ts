import type { Agent } from 'node:https';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import webpush, { WebPushError } from 'web-push';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import {
  channelOn,
  isNotificationKind,
  NOTIFICATION_KIND_KEYS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/notifications';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database, Transaction } from '../../db/client';
import { notificationDeliveries, notificationPreferences, notifications, pushSubscriptions, users } from '../../db/schema/index';
import { secret } from '../../messaging/message-text';
import { queueEmails, queueSms } from '../../messaging/messenger';
import { quietHoursOf } from './preferences.service';
import { passesQuietHours, quietHoursEnd } from './quiet-hours';
import type { UnsubscribeSigner } from './unsubscribe-token';
import type { VapidKeys } from './vapid';

type NotificationRow = typeof notifications.$inferSelect;
type DeliveryRow = typeof notificationDeliveries.$inferSelect;
type DeliveryInsert = typeof notificationDeliveries.$inferInsert;

/** What a push message carries to the service worker (its push handler reads exactly this). */
export interface PushPayload {
  title: string;
  body: string;
  /** App-relative page to open on a tap. */
  url: string;
  kind: NotificationKind;
  /** The notification centre item (the first of a batch), so a tap can mark it read. */
  id: string | null;
  /** Replaces an earlier notification with the same tag on the device: the batch key, else the event key. */
  tag: string;
}

export interface DeliveryConfig {
  db: Database;
  logger: Logger;
  baseUrl: string;
  vapid: () => Promise<VapidKeys>;
  vapidSubject: string;
  unsubscribe: UnsubscribeSigner;
  /** HTTPS agent for push services (keep-alive; the tests' agent trusts the local endpoint's certificate). */
  pushAgent?: Agent;
  /** Push requests in flight at once. */
  pushConcurrency: number;
  pushTimeoutMs: number;
}

export interface DeliveryRunSummary {
  /** Notifications fanned out into messages. */
  fannedOut: number;
  sent: number;
  failed: number;
  gone: number;
  /** Messages waiting for quiet hours to end. */
  held: number;
}

const FAN_OUT_BATCH = 500;
const SEND_BATCH = 500;
/** A message claimed by a process that then died is taken up again after this long. */
const STALE_CLAIM_MS = 5 * 60 * 1000;
/** A failing push (the service is down, 429, 5xx) is tried this many times, further apart each time. */
const PUSH_ATTEMPTS = 4;
const PUSH_RETRY_BASE_MS = 30_000;
/** How long a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** Web push payloads are limited to about 4 KB once encrypted; the text is cut well before. */
const PUSH_BODY_MAX = 1000;
const BATCH_LINES_SHOWN = 5;

/**
 * One pass of the delivery job (decision 072): due notifications become messages per person
 * and channel by their preferences (fan-out, one transaction a batch, so a crash never sends
 * twice nor loses one), then due messages go out: push to each device, e-mail and SMS into the
 * outbox, whose dispatcher sends and retries them. Several processes may run it at once: rows
 * are claimed with `for update skip locked`.
 */
export async function runDelivery(config: DeliveryConfig, now = new Date()): Promise<DeliveryRunSummary> {
  const summary: DeliveryRunSummary = { fannedOut: 0, sent: 0, failed: 0, gone: 0, held: 0 };
  for (;;) {
    const fanned = await fanOut(config, now, summary);
    if (fanned < FAN_OUT_BATCH) break;
  }
  for (;;) {
    const sent = await sendDue(config, now, summary);
    if (sent < SEND_BATCH) break;
  }
  return summary;
}

/** A person's messages for one notification, or for a batch of them (same batch key). */
interface Group {
  userId: string;
  kind: NotificationKind;
  rows: NotificationRow[];
}

async function fanOut(config: DeliveryConfig, now: Date, summary: DeliveryRunSummary): Promise<number> {
  return config.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.deliveryState, 'pending'), lte(notifications.deliverAfter, now)))
      .orderBy(notifications.deliverAfter, notifications.id)
      .limit(FAN_OUT_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const rows = [...due, ...(await gatheringSiblings(tx, due))];
    const groups = groupRows(rows);
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const [people, choices, quiet, devices, settings] = await Promise.all([
      tx
        .select({ id: users.id, email: users.email, phone: users.phoneNumber, phoneVerified: users.phoneNumberVerified, disabledAt: users.disabledAt })
        .from(users)
        .where(inArray(users.id, userIds)),
      tx.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds)),
      quietHoursOf(tx, userIds),
      tx.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
      readLeagueSettings(tx),
    ]);
    const personOf = new Map(people.map((p) => [p.id, p]));
    const choiceOf = new Map(choices.map((c) => [`${c.userId}|${c.kind}|${c.channel}`, c.enabled]));
    const devicesOf = groupBy(devices, (d) => d.userId);
    const wantsKind = (userId: string, kind: NotificationKind, channel: NotificationChannel) =>
      channelOn(kind, channel, (c) => choiceOf.get(`${userId}|${kind}|${c}`), { hasPushDevice: (devicesOf.get(userId)?.length ?? 0) > 0 });
    // A test notification (POST /api/notifications/test) tries every channel the person hears anything on.
    // A notify() limited to some channels keeps to them (the caller sends the rest itself).
    const allowed = (group: Group, channel: NotificationChannel) => group.rows.some((r) => r.channels === null || r.channels.includes(channel));
    const wants = (group: Group, channel: NotificationChannel) =>
      allowed(group, channel) &&
      (isTestNotification(group)
        ? NOTIFICATION_KIND_KEYS.some((kind) => wantsKind(group.userId, kind, channel))
        : wantsKind(group.userId, group.kind, channel));

    const deliveries: DeliveryInsert[] = [];
    for (const group of groups) {
      const person = personOf.get(group.userId);
      if (!person || person.disabledAt) continue;
      const message = composeMessage(group);
      const base = {
        userId: group.userId,
        kind: group.kind,
        notificationId: group.rows[0]?.id ?? null,
        tag: group.rows[0]?.batchKey ?? group.rows[0]?.eventKey ?? '',
        eventCount: group.rows.length,
        title: message.title,
        body: message.body,
        url: message.url,
      };
      // Quiet hours hold push and SMS, unless a change is to something starting within 3 hours
      // (or the person asked for a test just now).
      const urgentNow = isTestNotification(group) || group.rows.some((r) => passesQuietHours(r.urgentUntil, now));
      const quietEnd = urgentNow ? undefined : quietHoursEnd(now, quiet.get(group.userId) ?? quiet.default, settings.timeZone);
      const timing = quietEnd ? { outcome: 'held', sendAfter: quietEnd } : { outcome: 'queued', sendAfter: now };
      if (wants(group, 'push')) {
        for (const device of devicesOf.get(group.userId) ?? []) deliveries.push({ ...base, channel: 'push', pushSubscriptionId: device.id, ...timing });
      }
      if (wants(group, 'email') && !isPhoneOnlyEmail(person.email)) {
        const email = composeEmailContent(group, config.baseUrl);
        deliveries.push({ ...base, channel: 'email', title: email.subject, body: email.text, outcome: 'queued', sendAfter: now });
      }
      if (wants(group, 'sms') && person.phone && person.phoneVerified) {
        deliveries.push({ ...base, channel: 'sms', ...timing });
      }
    }
    for (let i = 0; i < deliveries.length; i += 500) await tx.insert(notificationDeliveries).values(deliveries.slice(i, i + 500));
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000) {
      await tx
        .update(notifications)
        .set({ deliveryState: 'done', claimedAt: now })
        .where(inArray(notifications.id, ids.slice(i, i + 1000)));
    }
    summary.fannedOut += rows.length;
    summary.held += deliveries.filter((d) => d.outcome === 'held').length;
    return due.length;
  });
}

/** Pending rows of the same people and batch keys that are still gathering: they join the batch now. */
async function gatheringSiblings(tx: Transaction, due: NotificationRow[]): Promise<NotificationRow[]> {
  const batched = due.filter((r) => r.batchKey !== null);
  if (batched.length === 0) return [];
  const dueIds = new Set(due.map((r) => r.id));
  const wanted = new Set(batched.map((r) => `${r.userId}|${r.batchKey}`));
  const candidates = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.deliveryState, 'pending'),
        inArray(notifications.userId, [...new Set(batched.map((r) => r.userId))]),
        inArray(notifications.batchKey, [...new Set(batched.map((r) => r.batchKey ?? ''))]),
      ),
    )
    .for('update', { skipLocked: true });
  return candidates.filter((r) => !dueIds.has(r.id) && wanted.has(`${r.userId}|${r.batchKey}`));
}

/** The event key prefix of test notifications (POST /api/notifications/test). */
export const TEST_EVENT_PREFIX = 'test:';
const isTestNotification = (group: Group) => group.rows.length === 1 && group.rows[0]?.eventKey.startsWith(TEST_EVENT_PREFIX) === true;

function groupRows(rows: NotificationRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    if (!isNotificationKind(row.kind)) continue;
    const key = row.batchKey === null ? `id|${row.id}` : `batch|${row.userId}|${row.batchKey}`;
    const group = groups.get(key) ?? { userId: row.userId, kind: row.kind, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.rows.sort((a, b) => a.seq - b.seq);
  return [...groups.values()];
}

/** One notification as it is; a batch as one message naming each of its events. */
function composeMessage(group: Group): { title: string; body: string; url: string } {
  const [first, ...rest] = group.rows;
  if (!first) return { title: '', body: '', url: '/' };
  if (rest.length === 0) return { title: first.title, body: first.body, url: first.url };
  const count = group.rows.length;
  const lines = group.rows.slice(0, BATCH_LINES_SHOWN).map((r) => r.title);
  if (count > BATCH_LINES_SHOWN) lines.push(`and ${count - BATCH_LINES_SHOWN} more`);
  const urls = new Set(group.rows.map((r) => r.url));
  return {
    title: `${count} updates: ${NOTIFICATION_KINDS[group.kind].label}`,
    body: lines.join('\n'),
    // One page when they share it; else the latest event's page (the list is in the centre).
    url: urls.size === 1 ? first.url : (group.rows.at(-1)?.url ?? first.url),
  };
}

/**
 * The e-mail of one message, without its footer: the producer's subject and text (or the title,
 * body and link). A batch lists each event with its own text or title, body and link, so a
 * rained-out day's mail still says which games and when.
 */
function composeEmailContent(group: Group, baseUrl: string): { subject: string; text: string } {
  const [first, ...rest] = group.rows;
  if (!first) return { subject: '', text: '' };
  if (rest.length === 0) return { subject: first.emailSubject ?? first.title, text: first.emailText ?? `${first.body}\n\n${baseUrl}${first.url}` };
  return {
    subject: composeMessage(group).title,
    text: group.rows.map((r) => r.emailText ?? `${r.title}\n${r.body}\n${baseUrl}${r.url}`).join('\n\n'),
  };
}

async function sendDue(config: DeliveryConfig, now: Date, summary: DeliveryRunSummary): Promise<number> {
  const { db } = config;
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const due = db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      or(
        and(inArray(notificationDeliveries.outcome, ['queued', 'held']), lte(notificationDeliveries.sendAfter, now)),
        and(eq(notificationDeliveries.outcome, 'sending'), lt(notificationDeliveries.claimedAt, staleBefore)),
      ),
    )
    // Pushes first: they are what reaches a phone within the minute; the outbox sends e-mail later anyway.
    .orderBy(sql`${notificationDeliveries.channel} = 'push' desc`, notificationDeliveries.sendAfter)
    .limit(SEND_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notificationDeliveries)
    .set({ outcome: 'sending', claimedAt: now, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(inArray(notificationDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return 0;
  const byChannel = groupBy(claimed, (d) => d.channel);
  // One after the other: on PGlite (one connection) the outbox's transaction would hold up the pushes.
  await sendPushes(config, byChannel.get('push') ?? [], now, summary);
  await queueIntoOutbox(config, [...(byChannel.get('email') ?? []), ...(byChannel.get('sms') ?? [])], now, summary);
  return claimed.length;
}

type PushResult =
  | { id: string; outcome: 'sent' }
  | { id: string; outcome: 'skipped' }
  | { id: string; outcome: 'gone'; subscriptionId: string; status: number }
  | { id: string; outcome: 'retry' | 'failed'; error: string };

async function sendPushes(config: DeliveryConfig, rows: DeliveryRow[], now: Date, summary: DeliveryRunSummary): Promise<void> {
  if (rows.length === 0) return;
  const { db, logger } = config;
  const subscriptionIds = rows.map((r) => r.pushSubscriptionId).filter((id): id is string => id !== null);
  const devices = subscriptionIds.length > 0 ? await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, subscriptionIds)) : [];
  const deviceOf = new Map(devices.map((d) => [d.id, d]));
  const vapid = await config.vapid();
  const results: PushResult[] = [];
  const authorizationFor = vapidAuthorizations(config.vapidSubject, vapid);

  const sendOne = async (row: DeliveryRow): Promise<PushResult> => {
    const device = row.pushSubscriptionId ? deviceOf.get(row.pushSubscriptionId) : undefined;
    // The device unsubscribed (or was found gone) after the message was made.
    if (!device) return { id: row.id, outcome: 'skipped' };
    const payload: PushPayload = {
      title: row.title,
      body: row.body.length > PUSH_BODY_MAX ? `${row.body.slice(0, PUSH_BODY_MAX - 1)}…` : row.body,
      url: row.url,
      kind: row.kind as NotificationKind,
      id: row.notificationId,
      tag: row.tag,
    };
    try {
      await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        headers: { Authorization: authorizationFor(device.endpoint) },
        TTL: PUSH_TTL_SECONDS,
        urgency: NOTIFICATION_KINDS[payload.kind]?.urgent ? 'high' : 'normal',
        timeout: config.pushTimeoutMs,
        ...(config.pushAgent ? { agent: config.pushAgent } : {}),
      });
      return { id: row.id, outcome: 'sent' };
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      // 404/410: the push service no longer knows this device (unsubscribed, expired).
      if (status === 404 || status === 410) return { id: row.id, outcome: 'gone', subscriptionId: device.id, status };
      const code = status ? `http-${status}` : errorCode(error);
      const retriable = status === undefined || status === 429 || status >= 500;
      return { id: row.id, outcome: retriable && row.attempts < PUSH_ATTEMPTS ? 'retry' : 'failed', error: code };
    }
  };

  // A pool of `pushConcurrency` workers over the rows.
  let next = 0;
  const worker = async () => {
    for (;;) {
      const row = rows[next];
      next += 1;
      if (!row) return;
      results.push(await sendOne(row));
    }
  };
  await Promise.all(Array.from({ length: Math.min(config.pushConcurrency, rows.length) }, worker));

  const finished = new Date();
  const idsOf = (outcome: PushResult['outcome']) => results.filter((r) => r.outcome === outcome).map((r) => r.id);
  const sent = idsOf('sent');
  if (sent.length > 0) {
    await db.update(notificationDeliveries).set({ outcome: 'sent', finishedAt: finished, lastError: null }).where(inArray(notificationDeliveries.id, sent));
    const sentDevices = rows.filter((r) => sent.includes(r.id)).map((r) => r.pushSubscriptionId);
    const deviceIds = [...new Set(sentDevices.filter((id): id is string => id !== null))];
    if (deviceIds.length > 0) await db.update(pushSubscriptions).set({ lastSentAt: finished }).where(inArray(pushSubscriptions.id, deviceIds));
  }
  const skipped = idsOf('skipped');
  if (skipped.length > 0) {
    await db
      .update(notificationDeliveries)
      .set({ outcome: 'skipped', finishedAt: finished, lastError: 'no-subscription' })
      .where(inArray(notificationDeliveries.id, skipped));
  }
  const gone = results.filter((r): r is Extract<PushResult, { outcome: 'gone' }> => r.outcome === 'gone');
  if (gone.length > 0) {
    await db.transaction(async (tx) => {
      for (const g of gone) {
        await tx
          .update(notificationDeliveries)
          .set({ outcome: 'gone', finishedAt: finished, lastError: `http-${g.status}` })
          .where(eq(notificationDeliveries.id, g.id));
      }
      // Removing the device also ends any other message still waiting for it (its id goes null).
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...new Set(gone.map((g) => g.subscriptionId))]));
    });
  }
  for (const r of results) {
    if (r.outcome !== 'retry' && r.outcome !== 'failed') continue;
    const row = rows.find((x) => x.id === r.id);
    const retryAt = new Date(now.getTime() + PUSH_RETRY_BASE_MS * 2 ** Math.max(0, (row?.attempts ?? 1) - 1));
    await db
      .update(notificationDeliveries)
      .set(
        r.outcome === 'retry' ? { outcome: 'queued', sendAfter: retryAt, lastError: r.error } : { outcome: 'failed', finishedAt: finished, lastError: r.error },
      )
      .where(eq(notificationDeliveries.id, r.id));
  }
  summary.sent += sent.length;
  summary.gone += gone.length;
  const failed = results.filter((r) => r.outcome === 'failed').length;
  summary.failed += failed;
  // Counts and codes only: never who, nor what the message said.
  const retried = results.filter((r) => r.outcome === 'retry').length;
  logger.info({ channel: 'push', sent: sent.length, gone: gone.length, failed, retried }, 'notification pushes sent');
}

/** E-mail and SMS go into the outbox in one transaction with their log rows: its dispatcher delivers and retries them. */
async function queueIntoOutbox(config: DeliveryConfig, rows: DeliveryRow[], now: Date, summary: DeliveryRunSummary): Promise<void> {
  if (rows.length === 0) return;
  const { db, logger } = config;
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const people = await db.select({ id: users.id, email: users.email, phone: users.phoneNumber }).from(users).where(inArray(users.id, userIds));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const finished = new Date();
  await db.transaction(async (tx) => {
    const skipped: string[] = [];
    const emails: { row: DeliveryRow; email: Parameters<typeof queueEmails>[1][number] }[] = [];
    const texts: { row: DeliveryRow; sms: Parameters<typeof queueSms>[1][number] }[] = [];
    for (const row of rows) {
      const person = personOf.get(row.userId);
      if (!isNotificationKind(row.kind)) continue;
      if (row.channel === 'email' && person && !isPhoneOnlyEmail(person.email)) {
        emails.push({ row, email: composeEmail(config, row, person.email) });
      } else if (row.channel === 'sms' && person?.phone) {
        texts.push({ row, sms: { to: person.phone, body: `${row.title}: ${row.body} ${config.baseUrl}${row.url}`.slice(0, 600) } });
      } else skipped.push(row.id);
    }
    const emailIds = await queueEmails(
      tx,
      emails.map((e) => e.email),
    );
    const smsIds = await queueSms(
      tx,
      texts.map((t) => t.sms),
    );
    const handed = [...emails.map((e, i) => ({ id: e.row.id, outboxId: emailIds[i] })), ...texts.map((t, i) => ({ id: t.row.id, outboxId: smsIds[i] }))];
    // One statement for the batch: each row gets its outbox id.
    for (let i = 0; i < handed.length; i += 500) {
      const values = sql.join(
        handed.slice(i, i + 500).map((h) => sql`(${h.id}::uuid, ${h.outboxId ?? null}::bigint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${notificationDeliveries} set outcome = 'sent', outbox_id = v.outbox_id, finished_at = ${finished} from (values ${values}) as v(id, outbox_id) where ${notificationDeliveries.id} = v.id`,
      );
    }
    if (skipped.length > 0) {
      await tx
        .update(notificationDeliveries)
        .set({ outcome: 'skipped', finishedAt: finished, lastError: 'no-address' })
        .where(inArray(notificationDeliveries.id, skipped));
    }
    summary.sent += handed.length;
    logger.info(
      { email: emails.length, sms: texts.length, skipped: skipped.length, at: now.toISOString() },
      'notification e-mails and texts queued in the outbox',
    );
  });
}

/**
 * An e-mail message as it leaves: its subject and text (made at fan-out, composeEmailContent)
 * and a footer with the one-click unsubscribe link for this kind (also in List-Unsubscribe,
 * RFC 8058).
 */
function composeEmail(config: DeliveryConfig, row: DeliveryRow, to: string) {
  const kind = row.kind as NotificationKind;
  const subject = row.title;
  const main = row.body;
  const unsubscribeUrl = `${config.baseUrl}/api/notifications/unsubscribe?token=${config.unsubscribe.sign({ userId: row.userId, kind })}`;
  const text = [
    main,
    '',
    '--',
    `You get this e-mail for "${NOTIFICATION_KINDS[kind].label}".`,
    `Stop these e-mails: ${unsubscribeUrl}`,
    `Choose what you hear about, and how: ${config.baseUrl}/profile`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    // Only the recipient may use it: the outbox shows admins that it was there, not the link.
    secrets: [secret(unsubscribeUrl, '[unsubscribe link]')],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** How long one signed VAPID token is used for a push service (RFC 8292 allows up to 24 h). */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_TOKEN_RENEW_MS = 60 * 60 * 1000;
const vapidTokens = new Map<string, { authorization: string; renewAt: number }>();

/**
 * The VAPID Authorization header for an endpoint's push service (its origin is the token's
 * audience), signed once and reused for hours rather than once per message: a thousand pushes
 * to one service then cost one ES256 signature, not a thousand.
 */
function vapidAuthorizations(subject: string, keys: VapidKeys): (endpoint: string) => string {
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const cacheKey = `${keys.publicKey}|${subject}|${audience}`;
    const cached = vapidTokens.get(cacheKey);
    if (cached && cached.renewAt > Date.now()) return cached.authorization;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
    vapidTokens.set(cacheKey, { authorization: Authorization, renewAt: Date.now() + VAPID_TOKEN_SECONDS * 1000 - VAPID_TOKEN_RENEW_MS });
    return Authorization;
  };
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code.slice(0, 40);
  return 'error';
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
