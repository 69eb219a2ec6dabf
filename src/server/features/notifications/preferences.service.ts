import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../shared/api/notifications';
import {
  channelDefault,
  channelOffered,
  channelOn,
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_KEYS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/notifications';
import type { CreatePushSubscriptionInput, DeletePushSubscriptionInput, UpdateNotificationPreferencesInput } from '../../../shared/schemas/notifications';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database, Transaction } from '../../db/client';
import { notificationPreferences, notificationQuietHours, pushSubscriptions, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import type { QuietHoursSetting } from './quiet-hours';

/** Each person's quiet hours (those with none stored have `default`). */
export async function quietHoursOf(
  db: Database | Transaction,
  userIds: readonly string[],
): Promise<{ get(userId: string): QuietHoursSetting | undefined; default: QuietHoursSetting }> {
  const rows =
    userIds.length > 0
      ? await db
          .select()
          .from(notificationQuietHours)
          .where(inArray(notificationQuietHours.userId, [...userIds]))
      : [];
  const byUser = new Map(rows.map((r) => [r.userId, { enabled: r.enabled, start: r.start, end: r.end }]));
  return { get: (userId) => byUser.get(userId), default: { ...DEFAULT_QUIET_HOURS } };
}

export async function getNotificationPreferences(deps: { db: Database; pushPublicKey: () => Promise<string> }, actor: Actor): Promise<NotificationPreferences> {
  const { db } = deps;
  const [choices, quiet, devices, phone, settings, publicKey] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.userId)),
    quietHoursOf(db, [actor.userId]),
    db
      .select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select({ phone: users.phoneNumber, verified: users.phoneNumberVerified }).from(users).where(eq(users.id, actor.userId)),
    readLeagueSettings(db),
    deps.pushPublicKey(),
  ]);
  const choiceOf = new Map(choices.map((c) => [`${c.kind}|${c.channel}`, c.enabled]));
  const owner = { hasPushDevice: devices.length > 0 };
  const on = (kind: NotificationKind, channel: NotificationChannel) => channelOn(kind, channel, (c) => choiceOf.get(`${kind}|${c}`), owner);
  return {
    kinds: NOTIFICATION_KIND_KEYS.map((kind) => ({
      kind,
      label: NOTIFICATION_KINDS[kind].label,
      description: NOTIFICATION_KINDS[kind].description,
      urgent: NOTIFICATION_KINDS[kind].urgent,
      channels: { push: on(kind, 'push'), email: on(kind, 'email'), sms: channelOffered(kind, 'sms') ? on(kind, 'sms') : null },
    })),
    quiet_hours: quiet.get(actor.userId) ?? quiet.default,
    time_zone: settings.timeZone,
    push_public_key: publicKey,
    sms_available: Boolean(phone[0]?.phone && phone[0]?.verified),
    devices: devices.map((d) => ({ id: d.id, label: d.label, created_at: d.createdAt.toISOString() })),
  };
}

/**
 * Stores the caller's choices: each kind given, on each channel it offers (an SMS switch for a
 * kind without SMS is ignored), and their quiet hours. Kinds left out keep what they had. A
 * switch left as its default stays the default rather than becoming a choice: the page sends
 * every switch back, and "e-mail only without push" must keep following the person's devices.
 */
export async function updateNotificationPreferences(
  deps: { db: Database; pushPublicKey: () => Promise<string> },
  actor: Actor,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const [stored, devices] = await Promise.all([
    deps.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.userId)),
    deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, actor.userId)),
  ]);
  const person = { hasPushDevice: devices.length > 0 };
  const rows: { userId: string; kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[] = [];
  const backToDefault: { kind: NotificationKind; channel: NotificationChannel }[] = [];
  for (const entry of input.kinds) {
    const kind = entry.kind as NotificationKind;
    const given = (channel: NotificationChannel) => {
      const value = entry.channels[channel];
      return typeof value === 'boolean' && channelOffered(kind, channel) ? value : undefined;
    };
    // What the person will have chosen after this save: what was stored, with this kind's switches on top.
    const storedChoice = (channel: NotificationChannel) => stored.find((c) => c.kind === kind && c.channel === channel)?.enabled;
    const next = new Map<NotificationChannel, boolean | undefined>(NOTIFICATION_CHANNELS.map((c) => [c, storedChoice(c)]));
    // Push first: the e-mail's default may follow it.
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = given(channel);
      if (value === undefined) continue;
      if (value === channelDefault(kind, channel, (c) => next.get(c), person)) {
        next.set(channel, undefined);
        backToDefault.push({ kind, channel });
      } else {
        next.set(channel, value);
        rows.push({ userId: actor.userId, kind, channel, enabled: value });
      }
    }
  }
  await deps.db.transaction(async (tx) => {
    for (const { kind, channel } of backToDefault) {
      await tx
        .delete(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, actor.userId), eq(notificationPreferences.kind, kind), eq(notificationPreferences.channel, channel)));
    }
    if (rows.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    }
    const quiet = input.quiet_hours;
    await tx
      .insert(notificationQuietHours)
      .values({ userId: actor.userId, enabled: quiet.enabled, start: quiet.start, end: quiet.end })
      .onConflictDoUpdate({
        target: notificationQuietHours.userId,
        set: { enabled: quiet.enabled, start: quiet.start, end: quiet.end, updatedAt: sql`now()` },
      });
  });
  return getNotificationPreferences(deps, actor);
}

/** Turns one kind's e-mails off for a person (the unsubscribe link). */
export async function turnEmailOff(db: Database | Transaction, userId: string, kind: NotificationKind): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel: 'email', enabled: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: false, updatedAt: sql`now()` },
    });
}

const DEFAULT_DEVICE_LABEL = 'This device';

/**
 * Records this browser's push subscription for the caller. Idempotent per endpoint: the same
 * browser subscribing again updates its keys; a browser another account used on this device
 * now belongs to the caller (one endpoint, one person: the device's owner is who signed in last).
 */
export async function savePushSubscription(db: Database, actor: Actor, input: CreatePushSubscriptionInput): Promise<{ id: string }> {
  const label = input.label?.trim() || DEFAULT_DEVICE_LABEL;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId: actor.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: actor.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, label },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('push subscription not stored');
  return { id: row.id };
}

/** Forgets this browser's subscription, if it is the caller's (another person's endpoint is left alone, silently). */
export async function deletePushSubscription(db: Database, actor: Actor, input: DeletePushSubscriptionInput): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, actor.userId)));
}
