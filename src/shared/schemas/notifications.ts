// zod/mini (decision 006): the notifications routes' bodies, shared by /profile's forms and the
// server (issue 22, decision 072).
import { z } from 'zod/mini';
import { NOTIFICATION_KIND_KEYS } from '../notifications';
import { textField } from './text';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const QUIET_HOURS_TIME_MESSAGE = 'Enter a time as HH:MM (24-hour), e.g. 22:00.';
const timeField = z.string({ error: QUIET_HOURS_TIME_MESSAGE }).check(z.regex(TIME_PATTERN, QUIET_HOURS_TIME_MESSAGE));

export const NOTIFICATION_IDS_MAX = 200;

/** POST /api/notifications/read: some items, or all of them. */
export const markNotificationsReadInputSchema = z.union([
  z.object({
    ids: z
      .array(z.string({ error: 'Each id must be a notification id.' }), { error: 'Choose the notifications to mark as read.' })
      .check(
        z.minLength(1, 'Choose the notifications to mark as read.'),
        z.maxLength(NOTIFICATION_IDS_MAX, `At most ${NOTIFICATION_IDS_MAX} notifications at a time.`),
      ),
  }),
  z.object({ all: z.literal(true, { error: 'Send { "all": true } to mark every notification as read.' }) }),
]);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInputSchema>;

const channelSwitch = z.boolean({ error: 'Each channel must be on (true) or off (false).' });

/** PUT /api/notifications/preferences: the GET's shape without its read-only fields. Kinds left out keep their setting. */
export const updateNotificationPreferencesInputSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(NOTIFICATION_KIND_KEYS as [string, ...string[]], { error: 'That is not a kind of notification.' }),
      channels: z.object({
        push: channelSwitch,
        email: channelSwitch,
        sms: z.optional(z.nullable(channelSwitch)).check(z.describe('null or left out for kinds that offer no SMS.')),
      }),
    }),
    { error: 'Kinds must be a list.' },
  ),
  quiet_hours: z.object({
    enabled: z.boolean({ error: 'Quiet hours must be on (true) or off (false).' }),
    start: timeField,
    end: timeField,
  }),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

/** The browser's PushSubscription (toJSON()) plus a label naming the device. */
export const createPushSubscriptionInputSchema = z.object({
  endpoint: z.string({ error: 'The subscription needs its endpoint.' }).check(
    z.maxLength(2000, 'The endpoint is too long.'),
    z.refine((v) => /^https?:\/\/[^\s]+$/.test(v), 'The endpoint must be an http(s) address.'),
  ),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'The subscription needs its p256dh key.' })
        .check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The p256dh key is not a P-256 public key.')),
      auth: z.string({ error: 'The subscription needs its auth secret.' }).check(z.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'The auth secret is not valid.')),
    },
    { error: 'The subscription needs its keys.' },
  ),
  label: z.optional(textField({ max: 100, tooLong: 'The device name must be at most 100 characters.' })),
});
export type CreatePushSubscriptionInput = z.infer<typeof createPushSubscriptionInputSchema>;

/** DELETE /api/notifications/push-subscriptions */
export const deletePushSubscriptionInputSchema = z.object({
  endpoint: z.string({ error: 'The subscription needs its endpoint.' }).check(z.maxLength(2000, 'The endpoint is too long.')),
});
export type DeletePushSubscriptionInput = z.infer<typeof deletePushSubscriptionInputSchema>;
