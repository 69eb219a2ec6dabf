import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { NOTIFICATION_KIND_KEYS } from '../../../shared/notifications';
import { expectOnlyAdmins } from '../../test/personas';
import { withTestServer } from '../../test/with-test-server';
import { notify } from './index';

const t = withTestServer({ personas: true });

const subscription = (n: number) => ({
  endpoint: `https://push.example.test/send/${n}-${Math.random().toString(36).slice(2)}`,
  // 65 bytes and 16 bytes, base64url: the shapes a browser's PushSubscription has.
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  label: 'Phone',
});

describe('the notification routes: who may call them', () => {
  it('refuses anonymous callers on every signed-in route (401)', async () => {
    const anonymous = t.server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read', { all: true }],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences', { kinds: [], quiet_hours: { enabled: false, start: '22:00', end: '07:00' } }],
      ['POST', '/api/notifications/push-subscriptions', subscription(1)],
      ['DELETE', '/api/notifications/push-subscriptions', { endpoint: 'https://push.example.test/x' }],
      ['POST', '/api/notifications/test'],
    ];
    const answers = [];
    for (const [method, path, body] of calls) {
      const response = await anonymous.request<ApiErrorBody>(method, path, body);
      answers.push({ method, path, status: response.status, code: response.body.error?.code });
    }
    expect(answers).toEqual(calls.map(([method, path]) => ({ method, path, status: 401, code: 'UNAUTHENTICATED' })));
  });

  it('keeps the send log for admins: anonymous 401, every other role 403, admin 200', async () => {
    await expectOnlyAdmins(t.server, t.personas, [
      ['GET', '/api/admin/notifications/deliveries'],
      ['GET', '/api/admin/notifications/deliveries/export.csv'],
    ]);
    const answer = await t.personas.admin.client.api('GET /api/admin/notifications/deliveries');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, page_size: 50 });
    const csv = await t.personas.admin.client.api('GET /api/admin/notifications/deliveries/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('created_at,kind,channel,outcome');
    const bad = await t.personas.admin.client.api('GET /api/admin/notifications/deliveries', { query: { channel: 'pigeon' } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toContainEqual(expect.objectContaining({ path: 'channel', message: 'Channel must be one of push, email, sms.' }));
  });

  it('shows each person only their own notifications, and marks only their own read', async () => {
    const { player, captain } = t.personas;
    await notify(t.server.db, {
      kind: 'announcement',
      recipientUserIds: [player.userId],
      eventKey: 'own:1',
      title: 'For the player',
      body: 'B',
      url: '/announcements',
    });
    await notify(t.server.db, {
      kind: 'announcement',
      recipientUserIds: [captain.userId],
      eventKey: 'own:1',
      title: 'For the captain',
      body: 'B',
      url: '/announcements',
    });

    const mine = await player.client.api('GET /api/notifications');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((i) => i.title)).toEqual(['For the player']);
    const theirs = await captain.client.api('GET /api/notifications');
    const captainsItem = theirs.body.items.find((i) => i.title === 'For the captain');
    expect(captainsItem).toBeDefined();

    // The player names the captain's item: nothing changes for the captain.
    const tried = await player.client.sendUnchecked('POST', '/api/notifications/read', { ids: [captainsItem?.id] });
    expect(tried.status).toBe(200);
    const after = await captain.client.api('GET /api/notifications');
    expect(after.body.items.find((i) => i.id === captainsItem?.id)?.read_at).toBeNull();
    expect(after.body.unread_count).toBe(theirs.body.unread_count);
  });
});

describe('the notification centre', () => {
  it('lists newest first in pages with a cursor, and read state is the same on every device', async () => {
    const user = await t.server.signUp();
    for (let i = 1; i <= 25; i += 1) {
      await notify(t.server.db, {
        kind: 'game_changed',
        recipientUserIds: [user.userId],
        eventKey: `page:${i}`,
        title: `Change ${i}`,
        body: 'B',
        url: `/games/${i}`,
      });
    }
    const first = await user.client.api('GET /api/notifications');
    expect(first.body.items).toHaveLength(20);
    expect(first.body.unread_count).toBe(25);
    expect(first.body.items[0]?.title).toBe('Change 25');
    expect(first.body.next_cursor).not.toBeNull();
    const second = await user.client.api('GET /api/notifications', { query: { before: first.body.next_cursor ?? '' } });
    expect(second.body.items.map((i) => i.title)).toEqual(['Change 5', 'Change 4', 'Change 3', 'Change 2', 'Change 1']);
    expect(second.body.next_cursor).toBeNull();

    // Read on this "device"…
    const read = await user.client.sendUnchecked('POST', '/api/notifications/read', { ids: [first.body.items[0]?.id] });
    expect(read.body.unread_count).toBe(24);
    // …is read on another one, signed in as the same person.
    const other = t.server.client();
    const signIn = await other.request('POST', '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const seen = await other.api('GET /api/notifications');
    expect(seen.body.items[0]?.read_at).not.toBeNull();
    expect(seen.body.unread_count).toBe(24);

    const all = await other.api('POST /api/notifications/read', { body: { all: true } });
    expect(all.body.unread_count).toBe(0);
  });

  it('answers bad input with a 422 naming the field', async () => {
    const { client } = t.personas.player;
    const badCursor = await client.api('GET /api/notifications', { query: { before: 'not-a-cursor' } });
    expect(badCursor.status).toBe(422);
    expect(badCursor.error.issues?.[0]?.path).toBe('before');
    const noIds = await client.api('POST /api/notifications/read', { body: { ids: [] } });
    expect(noIds.status).toBe(422);
    const nothing = await client.sendUnchecked('POST', '/api/notifications/read', {});
    expect(nothing.status).toBe(422);
  });

  it('gives one person one item per event, however many times it is notified', async () => {
    const user = await t.server.signUp();
    const request = {
      kind: 'game_changed' as const,
      recipientUserIds: [user.userId, user.userId],
      eventKey: 'game:x:moved:1',
      title: 'Moved',
      body: 'B',
      url: '/games/x',
    };
    expect((await notify(t.server.db, request)).created).toBe(1);
    expect((await notify(t.server.db, request)).created).toBe(0);
    const list = await user.client.api('GET /api/notifications');
    expect(list.body.items.filter((i) => i.title === 'Moved')).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('start from each kind’s defaults, and store what the person chooses', async () => {
    const user = await t.server.signUp();
    const initial = await user.client.api('GET /api/notifications/preferences');
    expect(initial.status).toBe(200);
    expect(initial.body.kinds.map((k) => k.kind)).toEqual(NOTIFICATION_KIND_KEYS);
    const game = initial.body.kinds.find((k) => k.kind === 'game_changed');
    expect(game).toMatchObject({ label: 'Game changes', urgent: true, channels: { push: true, email: true, sms: false } });
    // SMS is not offered for kinds that are not urgent.
    expect(initial.body.kinds.find((k) => k.kind === 'announcement')?.channels.sms).toBeNull();
    expect(initial.body.quiet_hours).toEqual({ enabled: true, start: '22:00', end: '07:00' });
    expect(initial.body.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(initial.body.time_zone).toBe('America/Toronto');

    const saved = await user.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [
          { kind: 'game_changed', channels: { push: true, email: false, sms: true } },
          { kind: 'announcement', channels: { push: false, email: true, sms: true } },
        ],
        quiet_hours: { enabled: true, start: '23:30', end: '06:15' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.kinds.find((k) => k.kind === 'game_changed')?.channels).toEqual({ push: true, email: false, sms: true });
    // The SMS switch of a kind without SMS is ignored.
    expect(saved.body.kinds.find((k) => k.kind === 'announcement')?.channels).toEqual({ push: false, email: true, sms: null });
    expect(saved.body.quiet_hours).toEqual({ enabled: true, start: '23:30', end: '06:15' });
    const again = await user.client.api('GET /api/notifications/preferences');
    expect(again.body).toEqual(saved.body);
    // Another person's are untouched.
    const other = await t.personas.player.client.api('GET /api/notifications/preferences');
    expect(other.body.kinds.find((k) => k.kind === 'game_changed')?.channels.email).toBe(true);
  });

  it('refuses a bad time, an unknown kind and a missing switch with the field’s message', async () => {
    const { client } = t.personas.player;
    const badTime = await client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [],
        quiet_hours: { enabled: true, start: '25:00', end: '07:00' },
      },
    });
    expect(badTime.status).toBe(422);
    expect(badTime.error.issues).toContainEqual(
      expect.objectContaining({ path: 'quiet_hours.start', message: 'Enter a time as HH:MM (24-hour), e.g. 22:00.' }),
    );
    const badKind = await client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'spam', channels: { push: true, email: true } }],
        quiet_hours: { enabled: false, start: '22:00', end: '07:00' },
      },
    });
    expect(badKind.status).toBe(422);
    expect(badKind.error.issues).toContainEqual(expect.objectContaining({ path: 'kinds.0.kind', message: 'That is not a kind of notification.' }));
    const noSwitch = await client.sendUnchecked('PUT', '/api/notifications/preferences', {
      kinds: [{ kind: 'announcement', channels: { push: true } }],
      quiet_hours: { enabled: false, start: '22:00', end: '07:00' },
    });
    expect(noSwitch.status).toBe(422);
    expect(noSwitch.error.issues).toContainEqual(expect.objectContaining({ path: 'kinds.0.channels.email' }));
  });
});

describe('push subscriptions', () => {
  it('are one per device (idempotent per endpoint), listed as devices, and only their owner removes them', async () => {
    const user = await t.server.signUp();
    const device = subscription(2);
    const first = await user.client.api('POST /api/notifications/push-subscriptions', { body: device });
    expect(first.status).toBe(200);
    const again = await user.client.api('POST /api/notifications/push-subscriptions', { body: { ...device, label: 'My phone' } });
    expect(again.body.id).toBe(first.body.id);
    const prefs = await user.client.api('GET /api/notifications/preferences');
    expect(prefs.body.devices).toEqual([{ id: first.body.id, label: 'My phone', created_at: expect.any(String) }]);

    // Someone else naming this endpoint does not remove it.
    const stranger = await t.personas.captain.client.api('DELETE /api/notifications/push-subscriptions', { body: { endpoint: device.endpoint } });
    expect(stranger.status).toBe(204);
    expect((await user.client.api('GET /api/notifications/preferences')).body.devices).toHaveLength(1);

    const removed = await user.client.api('DELETE /api/notifications/push-subscriptions', { body: { endpoint: device.endpoint } });
    expect(removed.status).toBe(204);
    expect((await user.client.api('GET /api/notifications/preferences')).body.devices).toEqual([]);
  });

  it('make game changes go by e-mail only without push, and saving the page unchanged keeps it so', async () => {
    const user = await t.server.signUp();
    const emailOfGameChanges = async () =>
      (await user.client.api('GET /api/notifications/preferences')).body.kinds.find((k) => k.kind === 'game_changed')?.channels.email;
    expect(await emailOfGameChanges()).toBe(true);
    const device = subscription(4);
    await user.client.api('POST /api/notifications/push-subscriptions', { body: device });
    expect(await emailOfGameChanges()).toBe(false);
    // The page sends every switch back as it shows them…
    const shown = await user.client.api('GET /api/notifications/preferences');
    const saved = await user.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: shown.body.kinds.map((k) => ({ kind: k.kind, channels: k.channels })),
        quiet_hours: shown.body.quiet_hours,
      },
    });
    expect(saved.status).toBe(200);
    // …and e-mail still follows the devices: gone the device, game changes come by e-mail again.
    await user.client.api('DELETE /api/notifications/push-subscriptions', { body: { endpoint: device.endpoint } });
    expect(await emailOfGameChanges()).toBe(true);
  });

  it('refuses a subscription without its keys or with a non-web endpoint', async () => {
    const { client } = t.personas.player;
    const noKeys = await client.sendUnchecked('POST', '/api/notifications/push-subscriptions', { endpoint: 'https://push.example.test/1' });
    expect(noKeys.status).toBe(422);
    expect(noKeys.error.issues).toContainEqual(expect.objectContaining({ path: 'keys' }));
    const badEndpoint = await client.api('POST /api/notifications/push-subscriptions', { body: { ...subscription(3), endpoint: 'javascript:alert(1)' } });
    expect(badEndpoint.status).toBe(422);
    expect(badEndpoint.error.issues).toContainEqual(expect.objectContaining({ path: 'endpoint', message: 'The endpoint must be an http(s) address.' }));
  });
});
