import { z } from 'zod';
import {
  notificationDeliveryPageSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationUnreadCountSchema,
  pushSubscriptionCreatedSchema,
  testNotificationSentSchema,
} from '../../../shared/api/notifications';
import {
  createPushSubscriptionInputSchema,
  deletePushSubscriptionInputSchema,
  markNotificationsReadInputSchema,
  updateNotificationPreferencesInputSchema,
} from '../../../shared/schemas/notifications';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, fileResponse } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { csvDownload } from '../../http/csv';
import { optionalParam } from '../../http/list-query';
import { exportDeliveriesCsv, listDeliveries, listDeliveriesQuerySchema } from './deliveries-log.service';
import { listNotifications, markNotificationsRead } from './inbox.service';
import { deletePushSubscription, getNotificationPreferences, savePushSubscription, updateNotificationPreferences } from './preferences.service';
import { sendTestNotification } from './test-notification.service';
import { applyUnsubscribe, describeUnsubscribe, unsubscribeHtml } from './unsubscribe.service';

const listQuery = z.object({ before: optionalParam(z.string().max(200, 'That is not a page of this list (bad cursor).')) });
const unsubscribeQuery = z.object({ token: optionalParam(z.string().max(1000)) });

export function notificationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const service = deps.notifications;
  const prefsDeps = { db, pushPublicKey: () => service.pushPublicKey() };
  const unsubscribePath = '/api/notifications/unsubscribe';
  const htmlAnswer = async (page: Awaited<ReturnType<typeof describeUnsubscribe>>, token: string | undefined) => {
    const { leagueName } = await readLeagueSettings(db);
    const action = `${unsubscribePath}?token=${encodeURIComponent(token ?? '')}`;
    return new Response(unsubscribeHtml(page, leagueName, action), {
      status: page.status,
      // Not a page to keep or index: its link is one person's.
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' },
    });
  };
  return apiRoutes('Notifications', [
    apiRoute(
      {
        method: 'get',
        path: '/api/notifications',
        summary: "The caller's notification centre, newest first, with the unread count",
        access: access.signedIn,
        query: listQuery,
        response: notificationListSchema,
      },
      async ({ actor, query }) => listNotifications(db, actor, query),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/notifications/read',
        summary: 'Mark some of the caller’s notifications read, or all of them',
        access: access.signedIn,
        body: markNotificationsReadInputSchema,
        response: notificationUnreadCountSchema,
      },
      async ({ actor, body }) => markNotificationsRead(db, actor, body),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/notifications/preferences',
        summary: 'What the caller hears about, on which channels, their quiet hours and push devices',
        access: access.signedIn,
        response: notificationPreferencesSchema,
      },
      async ({ actor }) => getNotificationPreferences(prefsDeps, actor),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/notifications/preferences',
        summary: 'Choose per kind and channel, and quiet hours',
        access: access.signedIn,
        body: updateNotificationPreferencesInputSchema,
        response: notificationPreferencesSchema,
      },
      async ({ actor, body }) => updateNotificationPreferences(prefsDeps, actor, body),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/notifications/push-subscriptions',
        summary: "Register this browser's push subscription for the caller (idempotent per endpoint)",
        access: access.signedIn,
        body: createPushSubscriptionInputSchema,
        response: pushSubscriptionCreatedSchema,
      },
      async ({ actor, body }) => savePushSubscription(db, actor, body),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/notifications/push-subscriptions',
        summary: "Forget this browser's push subscription",
        access: access.signedIn,
        body: deletePushSubscriptionInputSchema,
        response: emptyResponse,
      },
      async ({ actor, body }) => deletePushSubscription(db, actor, body),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/notifications/test',
        summary: 'Send the caller a test notification on every channel they hear anything on',
        access: access.signedIn,
        response: testNotificationSentSchema,
        status: 202,
        errors: [429],
      },
      async ({ actor }) => sendTestNotification(prefsDeps, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: unsubscribePath,
        summary: 'The page of an e-mail’s unsubscribe link: what it stops, with a button (no sign-in)',
        access: access.public,
        query: unsubscribeQuery,
        response: fileResponse('text/html'),
      },
      async ({ query }) => htmlAnswer(await describeUnsubscribe(db, service.unsubscribe, query.token), query.token),
    ),
    apiRoute(
      {
        method: 'post',
        path: unsubscribePath,
        summary: 'Unsubscribe: that person stops getting that kind by e-mail (the button, or RFC 8058 one-click); each link works once',
        access: access.public,
        query: unsubscribeQuery,
        response: fileResponse('text/html'),
      },
      async ({ query }) => htmlAnswer(await applyUnsubscribe(db, service.unsubscribe, query.token), query.token),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/notifications/deliveries',
        summary: 'The send log: each message by kind, channel and outcome (sent, failed, gone), newest first',
        access: access.roles('admin'),
        query: listDeliveriesQuerySchema,
        response: notificationDeliveryPageSchema,
      },
      async ({ query }) => listDeliveries(db, query),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/admin/notifications/deliveries/export.csv',
        summary: 'Download the filtered send log as CSV',
        access: access.roles('admin'),
        query: listDeliveriesQuerySchema,
        response: fileResponse('text/csv'),
      },
      async ({ c, query }) => csvDownload(c, 'notification-deliveries', await exportDeliveriesCsv(db, query)),
    ),
  ]);
}
