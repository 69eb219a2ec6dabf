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
  url: z.string().check(z.describe('The app page it is about, app-relative (/games/<id>).')),
  created_at: z.string().check(z.describe('ISO 8601')),
  read_at: z.nullable(z.string()).check(z.describe('ISO 8601; null while unread. Read on one device is read on all.')),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

/** GET /api/notifications?before=<cursor>: newest first. */
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread_count: z.number(),
  next_cursor: z.nullable(z.string()).check(z.describe('Pass as `before` for the next (older) page; null when there is none.')),
});
export type NotificationList = z.output<typeof notificationListSchema>;

/** POST /api/notifications/read */
export const notificationUnreadCountSchema = z.object({ unread_count: z.number() });
export type NotificationUnreadCount = z.output<typeof notificationUnreadCountSchema>;

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  start: z.string().check(z.describe("HH:MM, the league's time zone.")),
  end: z.string().check(z.describe('HH:MM; before start means the next morning.')),
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
    sms: z.nullable(z.boolean()).check(z.describe('null: SMS is not offered for this kind (not urgent).')),
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
  time_zone: z.string().check(z.describe("The league's time zone, in which quiet hours are read (read-only).")),
  push_public_key: z.string().check(z.describe("The VAPID public key (base64url) for PushManager.subscribe's applicationServerKey (read-only).")),
  sms_available: z.boolean().check(z.describe('Whether the caller has a phone number SMS could go to (read-only).')),
  devices: z.array(pushDeviceSchema),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** POST /api/notifications/push-subscriptions */
export const pushSubscriptionCreatedSchema = z.object({ id: z.string() });
export type PushSubscriptionCreated = z.output<typeof pushSubscriptionCreatedSchema>;

/** POST /api/notifications/test */
export const testNotificationSentSchema = z.object({
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)).check(z.describe('The channels the test went out on.')),
});
export type TestNotificationSent = z.output<typeof testNotificationSentSchema>;

/** GET /api/admin/notifications/deliveries: one row of the send log (no message content). */
export const notificationDeliverySchema = z.object({
  id: z.string(),
  kind: kindSchema,
  kind_label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  outcome: z.enum(DELIVERY_OUTCOMES),
  event_count: z.number().check(z.describe('How many events this one message carried (a batch of changes is one message).')),
  recipient_id: z.string(),
  recipient_name: z.string(),
  created_at: z.string().check(z.describe('ISO 8601: when it was queued.')),
  finished_at: z.nullable(z.string()).check(z.describe('ISO 8601: when the outcome was reached; null while queued or held.')),
  held_until: z.nullable(z.string()).check(z.describe('Held by quiet hours until then; null otherwise.')),
});
export type NotificationDelivery = z.output<typeof notificationDeliverySchema>;

export const notificationDeliveryPageSchema = pageOf(notificationDeliverySchema);
export type NotificationDeliveryPage = z.output<typeof notificationDeliveryPageSchema>;
