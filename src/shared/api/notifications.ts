// Response shapes of the notifications API (issue 22, decisions 017 and 072); the web imports
// types only. Request bodies are in ../schemas/notifications.ts (forms use them at run time).
import { z } from 'zod/mini';
import { DELIVERY_OUTCOMES, NOTIFICATION_CHANNELS, NOTIFICATION_KIND_KEYS } from '../notifications';
import { pageOf } from './page';

const kindSchema = z.enum(NOTIFICATION_KIND_KEYS as [string, ...string[]]);

/** One item of the notification centre. */
export const notificationItemSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  title: z.string(),
  body: z.string(),
  /** The app page it is about, app-relative (/games/<id>). */
  url: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
  /** ISO 8601; null while unread. Read on one device is read on all. */
  read_at: z.nullable(z.string()),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** GET /api/notifications?before=<cursor>: newest first. */
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread_count: z.number(),
  /** Pass as `before` for the next (older) page; null when there is none. */
  next_cursor: z.nullable(z.string()),
});
export type NotificationList = z.output<typeof notificationListSchema>;

/** POST /api/notifications/read */
export const notificationUnreadCountSchema = z.object({ unread_count: z.number() });
export type NotificationUnreadCount = z.output<typeof notificationUnreadCountSchema>;

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  /** HH:MM, the league's time zone. */
  start: z.string(),
  /** HH:MM; before start means the next morning. */
  end: z.string(),
});
export type QuietHours = z.output<typeof quietHoursSchema>;

export const notificationKindPreferenceSchema = z.object({
  kind: kindSchema,
  label: z.string(),
  description: z.string(),
  urgent: z.boolean(),
  channels: z.object({
    push: z.boolean(),
    email: z.boolean(),
    /** null: SMS is not offered for this kind (not urgent). */
    sms: z.nullable(z.boolean()),
  }),
});
export type NotificationKindPreference = z.output<typeof notificationKindPreferenceSchema>;

/** A browser/device subscribed to push for the caller. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
});
export type PushDevice = z.output<typeof pushDeviceSchema>;

/** GET/PUT /api/notifications/preferences */
export const notificationPreferencesSchema = z.object({
  kinds: z.array(notificationKindPreferenceSchema),
  quiet_hours: quietHoursSchema,
  /** The league's time zone, in which quiet hours are read (read-only). */
  time_zone: z.string(),
  /** The VAPID public key (base64url) for PushManager.subscribe's applicationServerKey (read-only). */
  push_public_key: z.string(),
  /** Whether the caller has a phone number SMS could go to (read-only). */
  sms_available: z.boolean(),
  devices: z.array(pushDeviceSchema),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** POST /api/notifications/push-subscriptions */
export const pushSubscriptionCreatedSchema = z.object({ id: z.string() });
export type PushSubscriptionCreated = z.output<typeof pushSubscriptionCreatedSchema>;

/** POST /api/notifications/test */
export const testNotificationSentSchema = z.object({
  /** The channels the test went out on. */
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
});
export type TestNotificationSent = z.output<typeof testNotificationSentSchema>;

/** GET /api/admin/notifications/deliveries: one row of the send log (no message content). */
export const notificationDeliverySchema = z.object({
  id: z.string(),
  kind: kindSchema,
  kind_label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  outcome: z.enum(DELIVERY_OUTCOMES),
  /** How many events this one message carried (a batch of changes is one message). */
  event_count: z.number(),
  recipient_id: z.string(),
  recipient_name: z.string(),
  /** ISO 8601: when it was queued. */
  created_at: z.string(),
  /** ISO 8601: when the outcome was reached; null while queued or held. */
  finished_at: z.nullable(z.string()),
  /** Held by quiet hours until then; null otherwise. */
  held_until: z.nullable(z.string()),
});
export type NotificationDelivery = z.output<typeof notificationDeliverySchema>;

export const notificationDeliveryPageSchema = pageOf(notificationDeliverySchema);
export type NotificationDeliveryPage = z.output<typeof notificationDeliveryPageSchema>;
