import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The notification service (issue 22, decision 072).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per person and event: the notification centre's item and the unit of delivery.
 * `(user_id, event_key)` is unique, so however many paths (or concurrent requests) lead to
 * the same event, a person gets one message: the second insert does nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    /** Pending rows of one person sharing a batch key go out as one message. */
    batchKey: text('batch_key'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** App-relative page it is about. */
    url: text('url').notNull(),
    emailSubject: text('email_subject'),
    emailText: text('email_text'),
    /** Only these channels for this event (null: every channel the person chose), e.g. push only when the e-mail goes separately. */
    channels: text('channels').array(),
    /** A change to something happening before this passes quiet hours (a game within 3 h). */
    urgentUntil: timestamp('urgent_until', { withTimezone: true }),
    createdAt: createdAt(),
    /** Insertion order: rows of one transaction share created_at, and a batch reads in the order it was notified. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** pending (waits for the delivery job) | done (fanned out into notification_deliveries, in one transaction) */
    deliveryState: text('delivery_state').notNull().default('pending'),
    /** When the delivery job may fan it out (later than created_at while a batch gathers). */
    deliverAfter: timestamp('deliver_after', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_event_key').on(t.userId, t.eventKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_pending_idx').on(t.deliverAfter).where(sql`${t.deliveryState} <> 'done'`),
  ],
);

/**
 * The send log: one message on one channel (one push subscription for push) for one person,
 * carrying one notification or a batch of them. Its title and body are the message; the
 * server log never carries them.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** push | email | sms */
    channel: text('channel').notNull(),
    /** The notification it was made from (the first of a batch). */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    eventCount: integer('event_count').notNull().default(1),
    /** The batch key, else the event key: a device shows one notification per tag. */
    tag: text('tag').notNull(),
    /** For push: the device. Null once that subscription is gone. */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** For e-mail: the outbox row that carries it. */
    outboxId: bigint('outbox_id', { mode: 'number' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** queued | held (quiet hours) | sending | sent | failed | gone (the push service forgot the device) | skipped */
    outcome: text('outcome').notNull(),
    /** Not sent before this (the end of quiet hours, a retry). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The push service's HTTP status or the error's code: never the message. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.sendAfter).where(sql`${t.outcome} in ('queued', 'held', 'sending')`),
    index('notification_deliveries_created_idx').on(t.createdAt, t.id),
    index('notification_deliveries_user_idx').on(t.userId),
  ],
);

/** One per browser/device (its endpoint); a 404/410 from the push service removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A person's choice for one kind on one channel; no row: the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** A person's quiet hours; no row: DEFAULT_QUIET_HOURS. Times are HH:MM in the league's zone. */
export const notificationQuietHours = pgTable('notification_quiet_hours', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  start: text('start').notNull(),
  end: text('end').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Unsubscribe links used: each link works once (its nonce is its key). */
export const notificationUnsubscribeUses = pgTable('notification_unsubscribe_uses', {
  nonce: text('nonce').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  usedAt: createdAt(),
});

/**
 * The VAPID key pair when none is configured: generated by the first process that needs it and
 * kept, so every process and restart signs with the same key (browsers' subscriptions are tied
 * to it). One row, id 'default'.
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
