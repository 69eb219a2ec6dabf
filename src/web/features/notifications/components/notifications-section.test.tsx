import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '../../../../shared/api/notifications';
import { NOTIFICATION_KIND_KEYS, NOTIFICATION_KINDS } from '../../../../shared/notifications';
import { QUIET_HOURS_TIME_MESSAGE } from '../../../../shared/schemas/notifications';
import { fakeApi, reply } from '../../../test/fake-api';
import { fillIn } from '../../../test/fill-in';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationsSection } from './notifications-section';

// /profile's Notifications section (issue 22, decision 073).

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example.test/send/device-1';
const P256DH = 'BOr_7Q7yOv3uWZt8xT9mQmCSKyXyxcmxnK0eQZaoyNDm7YwWKLAFzW4S5Xu2L2hWcZr6Wq9tXfKJ3WbXl1mwmhE';
const AUTH = 'c2VjcmV0LWF1dGgtMTIzNA';

function preferences(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    kinds: NOTIFICATION_KIND_KEYS.map((kind) => {
      const info = NOTIFICATION_KINDS[kind];
      const on = (channel: 'push' | 'email' | 'sms') => (info.defaultChannels as readonly string[]).includes(channel);
      return {
        kind,
        label: info.label,
        description: info.description,
        urgent: info.urgent,
        channels: { push: on('push'), email: on('email'), sms: info.urgent ? false : null },
      };
    }),
    quiet_hours: { enabled: true, start: '22:00', end: '07:00' },
    time_zone: 'America/Toronto',
    push_public_key: PUBLIC_KEY,
    sms_available: true,
    devices: [],
    ...overrides,
  };
}

/**
 * A browser that can receive push, as far as the page can tell: the Notification permission
 * (`answer` is what the person says at the prompt), a service worker registration whose
 * PushManager subscribes. Browser APIs only; the app's code is the real one.
 */
function pushCapableBrowser({ answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const make = () => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = make();
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = make();
    return subscription;
  });
  const permission = { current: 'default' as NotificationPermission };
  const requestPermission = vi.fn(async () => {
    permission.current = answer;
    return answer;
  });
  const StandInNotification = Object.defineProperties(function standInNotification() {}, {
    permission: { get: () => permission.current },
    requestPermission: { value: requestPermission },
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  vi.stubGlobal('Notification', StandInNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener: () => undefined },
  });
  return { subscribe, requestPermission };
}

function renderSection(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/notifications/preferences': () => preferences(),
    'POST /api/notifications/push-subscriptions': () => ({ id: 'device-1' }),
    'DELETE /api/notifications/push-subscriptions': () => reply(204),
    ...handlers,
  });
  return renderWithProviders(<NotificationsSection />, { viewer: { role: '' }, route: '/profile', api });
}

describe('the Notifications section of /profile', () => {
  it('turns notifications on for this device: the permission, a subscription with the server key, the subscription sent', async () => {
    const browser = pushCapableBrowser();
    const { user, api } = renderSection();

    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));

    expect(await screen.findAllByText('Notifications are on for this device.')).not.toHaveLength(0);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    // The server's key, as bytes: an uncompressed P-256 point (65 bytes starting with 4).
    const key = options?.applicationServerKey as Uint8Array;
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect(api.sent('POST /api/notifications/push-subscriptions').map((r) => r.body)).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH }, label: expect.any(String) },
    ]);
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
  });

  it('says so when the person blocks notifications, and sends nothing', async () => {
    pushCapableBrowser({ answer: 'denied' });
    const { user, api } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications are blocked for this site in your browser settings. Allow them there, then try again.',
    );
    expect(api.sent('POST /api/notifications/push-subscriptions')).toEqual([]);
  });

  it('turns them off on this device: the subscription ended and the server told to forget it', async () => {
    pushCapableBrowser({ subscribed: true });
    const { user, api } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findAllByText('Notifications are off for this device.')).not.toHaveLength(0);
    expect(api.sent('DELETE /api/notifications/push-subscriptions').map((r) => r.body)).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('a browser without push says so, and still offers a test notification (by e-mail)', async () => {
    const { user, api } = renderSection({ 'POST /api/notifications/test': () => ({ channels: ['email'] }) });
    expect(await screen.findByText(/This browser cannot show notifications from the league/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent. It should arrive in a moment.')).toBeTruthy();
    expect(api.sent('POST /api/notifications/test')).toHaveLength(1);
  });

  it('saves the switches per kind and channel, and quiet hours', async () => {
    let saved: unknown;
    const { user, api } = renderSection({
      'PUT /api/notifications/preferences': (request) => {
        saved = request.body;
        return preferences({ quiet_hours: { enabled: true, start: '23:00', end: '07:00' } });
      },
    });
    const gameChanges = await screen.findByRole('group', { name: 'Game changes' });
    // Labels from the kinds; SMS offered for urgent kinds only.
    expect(within(gameChanges).getByText(NOTIFICATION_KINDS.game_changed.description)).toBeTruthy();
    expect(within(gameChanges).getByRole('switch', { name: 'Push' })).toHaveProperty('checked', true);
    const announcements = screen.getByRole('group', { name: 'Announcements' });
    expect(within(announcements).queryByRole('switch', { name: 'Text message' })).toBeNull();

    await user.click(within(gameChanges).getByRole('switch', { name: 'Text message' }));
    await user.click(within(announcements).getByRole('switch', { name: 'E-mail' }));
    await fillIn(user, screen.getByLabelText('From'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    expect(api.sent('PUT /api/notifications/preferences')).toHaveLength(1);
    const body = saved as { kinds: { kind: string; channels: object }[]; quiet_hours: object };
    expect(body.kinds.find((k) => k.kind === 'game_changed')?.channels).toEqual({ push: true, email: true, sms: true });
    expect(body.kinds.find((k) => k.kind === 'announcement')?.channels).toEqual({ push: true, email: false, sms: null });
    expect(body.quiet_hours).toEqual({ enabled: true, start: '23:00', end: '07:00' });
  });

  it('refuses quiet hours that are not a time, with the message, and sends nothing', async () => {
    const { user, api } = renderSection({ 'PUT /api/notifications/preferences': () => preferences() });
    const until = await screen.findByLabelText('Until');
    await fillIn(user, until, '7');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(screen.getByText(QUIET_HOURS_TIME_MESSAGE)).toBeTruthy());
    expect(api.sent('PUT /api/notifications/preferences')).toEqual([]);
  });
});
