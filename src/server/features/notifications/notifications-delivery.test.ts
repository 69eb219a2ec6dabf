import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock, zonedInstant } from '../../../shared/zoned-time';
import { notifications, outbox, pushSubscriptions, users } from '../../db/schema/index';
import { createLogger } from '../../logger';
import { createUser } from '../../test/factories';
import { type PushEndpoint, startPushEndpoint, type TestSubscription } from '../../test/push-endpoint';
import { type SignedUpUser, startTestServer, type TestServer } from '../../test/test-server';
import { notify, NOTIFICATION_BATCH_WINDOW_MS, type NotifyRequest } from './index';

// Real web push end to end (issue 22): the app sends with `web-push` to a local push service
// that checks the VAPID signature and decrypts each payload with the subscription's own keys.

let server: TestServer;
let push: PushEndpoint;
const logLines: string[] = [];
const LEAGUE_ZONE = 'America/Toronto';

beforeAll(async () => {
  push = await startPushEndpoint({ vapidPublicKey: () => server.notifications.pushPublicKey() });
  server = await startTestServer({
    pushAgent: push.agent,
    logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

/** An instant in the future at this wall-clock time in the league's zone (the tests choose "now"). */
function leagueTime(daysAhead: number, hhmm: string): Date {
  const day = wallClock(new Date(Date.now() + daysAhead * 86_400_000), LEAGUE_ZONE);
  const [hour, minute] = hhmm.split(':').map(Number);
  return zonedInstant({ year: day.year, month: day.month, day: day.day, hour: hour ?? 0, minute: minute ?? 0 }, LEAGUE_ZONE);
}

/** A person whose browser subscribed to push through the API, as /profile does. */
async function subscribedPlayer(): Promise<SignedUpUser & { device: TestSubscription }> {
  const user = await server.signUp({ name: 'Jamie Subscriber' });
  const device = push.subscribe();
  const saved = await user.client.api('POST /api/notifications/push-subscriptions', { body: { ...device, label: 'Pixel' } });
  expect(saved.status).toBe(200);
  return { ...user, device };
}

let eventCounter = 0;
function gameChange(userIds: string[], extra: Partial<NotifyRequest> = {}): NotifyRequest {
  eventCounter += 1;
  return {
    kind: 'game_changed',
    recipientUserIds: userIds,
    eventKey: `game:${eventCounter}:moved`,
    title: 'Saturday 10:00 game moved',
    body: 'Your game against Rovers is now at 12:00 on Field 2.',
    url: `/games/${eventCounter}`,
    ...extra,
  };
}

const payloads = (device: TestSubscription) => push.received(device.endpoint).map((r) => r.payload);
const emailsTo = async (email: string) => (await server.outbox({ recipient: email, channel: 'email' })).filter((m) => !m.subject?.startsWith('Verify'));

describe('a notification', () => {
  it('reaches a subscribed player once, by real web push: signed for this endpoint, decrypted with their keys', async () => {
    const player = await subscribedPlayer();
    const now = leagueTime(1, '12:00');
    const request = gameChange([player.userId]);
    // Two paths to the same event (or the same call twice): one message.
    await notify(server.db, request);
    await notify(server.db, { ...request, title: 'A second path to the same event' });
    await server.notifications.deliver({ now });
    await server.notifications.deliver({ now: new Date(now.getTime() + 60_000) });

    expect(push.rejected()).toEqual([]);
    const got = push.received(player.device.endpoint);
    expect(got).toHaveLength(1);
    const [first] = await server.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, player.userId));
    expect(got[0]?.payload).toEqual({
      title: 'Saturday 10:00 game moved',
      body: 'Your game against Rovers is now at 12:00 on Field 2.',
      url: request.url,
      kind: 'game_changed',
      id: first?.id,
      tag: request.eventKey,
    });
    expect(got[0]?.claims.aud).toBe(push.origin);
    // Game changes are urgent: push services deliver them at once.
    expect(got[0]?.headers.urgency).toBe('high');

    // The centre shows it once; no e-mail: a game change goes by e-mail to those without push.
    const centre = await player.client.api('GET /api/notifications');
    expect(centre.body.items.map((i) => i.title)).toEqual(['Saturday 10:00 game moved']);
    expect(await emailsTo(player.email)).toEqual([]);
  });

  it('goes by e-mail (once) to a player without push, and to one who turned e-mail on as well', async () => {
    const withoutPush = await server.signUp();
    const both = await subscribedPlayer();
    const chose = await both.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'game_changed', channels: { push: true, email: true, sms: false } }],
        quiet_hours: { enabled: true, start: '22:00', end: '07:00' },
      },
    });
    expect(chose.status).toBe(200);
    const request = gameChange([withoutPush.userId, both.userId], { title: 'Moved to 12:00' });
    await notify(server.db, request);
    await notify(server.db, request);
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    const [mail] = await emailsTo(withoutPush.email);
    expect(await emailsTo(withoutPush.email)).toHaveLength(1);
    expect(mail?.subject).toBe('Moved to 12:00');
    expect(mail?.body).toContain(`${server.publicUrl}${request.url}`);
    expect(await emailsTo(both.email)).toHaveLength(1);
    expect(payloads(both.device)).toEqual([expect.objectContaining({ title: 'Moved to 12:00' })]);
  });

  it('is logged per channel for the admin (sent), and the server log carries no one’s data', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const player = await subscribedPlayer();
    logLines.length = 0;
    await notify(server.db, gameChange([player.userId], { title: 'Secret-ish title 7781', body: 'Body naming Jamie 7781' }));
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });

    const log = await admin.client.api('GET /api/admin/notifications/deliveries', { query: { user_id: player.userId } });
    expect(log.status).toBe(200);
    expect(log.body.items.map((d) => [d.channel, d.outcome, d.kind_label, d.recipient_name])).toEqual([['push', 'sent', 'Game changes', 'Jamie Subscriber']]);
    expect(JSON.stringify(log.body)).not.toContain('7781');

    const written = logLines.join('');
    expect(written).toContain('notification pushes sent');
    for (const personal of ['7781', player.email, player.device.endpoint, 'Jamie']) expect(written).not.toContain(personal);
  });

  it('is held by quiet hours at night (push; e-mail still goes), and released when they end', async () => {
    const player = await subscribedPlayer();
    await player.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'game_changed', channels: { push: true, email: true, sms: false } }],
        quiet_hours: { enabled: true, start: '22:00', end: '07:00' },
      },
    });
    const night = leagueTime(2, '23:30');
    await notify(server.db, gameChange([player.userId], { title: 'Held overnight' }));
    const summary = await server.notifications.deliver({ now: night });
    expect(summary.held).toBe(1);
    expect(payloads(player.device)).toEqual([]);
    expect(await emailsTo(player.email)).toHaveLength(1);

    // Still night at 06:59; out at 07:00 (the default quiet hours end).
    await server.notifications.deliver({ now: leagueTime(3, '06:59') });
    expect(payloads(player.device)).toEqual([]);
    await server.notifications.deliver({ now: leagueTime(3, '07:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Held overnight' })]);
  });

  it('passes quiet hours when it is a change to a game starting within 3 hours', async () => {
    const player = await subscribedPlayer();
    const night = leagueTime(2, '23:30');
    await notify(server.db, gameChange([player.userId], { title: 'Kick-off soon', urgentUntil: new Date(night.getTime() + 2 * 3_600_000) }));
    await notify(server.db, gameChange([player.userId], { title: 'Kick-off tomorrow', urgentUntil: new Date(night.getTime() + 10 * 3_600_000) }));
    await server.notifications.deliver({ now: night });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Kick-off soon' })]);
  });

  it('follows the person’s own quiet hours, and none when they turn them off', async () => {
    const player = await subscribedPlayer();
    const prefs = await player.client.api('GET /api/notifications/preferences');
    await player.client.api('PUT /api/notifications/preferences', { body: { kinds: [], quiet_hours: { ...prefs.body.quiet_hours, enabled: false } } });
    await notify(server.db, gameChange([player.userId], { title: 'Night owl' }));
    await server.notifications.deliver({ now: leagueTime(2, '03:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Night owl' })]);
  });

  it('is not pushed when the person turned push off for that kind, and still is for other kinds', async () => {
    const player = await subscribedPlayer();
    const off = await player.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'game_changed', channels: { push: false, email: false, sms: false } }],
        quiet_hours: { enabled: false, start: '22:00', end: '07:00' },
      },
    });
    expect(off.status).toBe(200);
    await notify(server.db, gameChange([player.userId], { title: 'Not pushed' }));
    await notify(server.db, {
      kind: 'announcement',
      recipientUserIds: [player.userId],
      eventKey: `ann:${player.userId}`,
      title: 'Pushed',
      body: 'News',
      url: '/announcements',
    });
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Pushed' })]);
    // E-mail was turned off for game changes too: only the announcement's came.
    expect((await emailsTo(player.email)).map((m) => m.subject)).toEqual(['Pushed']);
    // The centre has both: preferences choose channels, not what the person may read.
    const centre = await player.client.api('GET /api/notifications');
    expect(centre.body.items.map((i) => i.title).sort()).toEqual(['Not pushed', 'Pushed']);
  });

  it('keeps to the channels the caller asked for (push only when it mails the person itself)', async () => {
    const player = await subscribedPlayer();
    await notify(server.db, { ...gameChange([player.userId], { title: 'Push only' }), kind: 'waitlist_offer', channels: ['push'] });
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Push only' })]);
    expect(await emailsTo(player.email)).toEqual([]);
  });

  it('goes by SMS for urgent kinds once the person turns it on and has a verified number; quiet hours hold it', async () => {
    const player = await subscribedPlayer();
    const phone = `+1416555${String(Date.now()).slice(-4)}`;
    await server.db.update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, player.userId));
    await player.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [
          { kind: 'game_changed', channels: { push: true, email: true, sms: true } },
          { kind: 'announcement', channels: { push: true, email: true, sms: true } },
        ],
        quiet_hours: { enabled: true, start: '22:00', end: '07:00' },
      },
    });
    await notify(server.db, gameChange([player.userId], { title: 'Rained out' }));
    await notify(server.db, {
      kind: 'announcement',
      recipientUserIds: [player.userId],
      eventKey: `ann:sms:${player.userId}`,
      title: 'News',
      body: 'B',
      url: '/',
    });
    await server.notifications.deliver({ now: leagueTime(2, '23:00') });
    expect(await server.outbox({ recipient: phone, channel: 'sms' })).toEqual([]);
    await server.notifications.deliver({ now: leagueTime(3, '07:05') });
    const texts = await server.outbox({ recipient: phone, channel: 'sms' });
    // One text: the game change; announcements are not urgent and never go by SMS.
    expect(texts.map((m) => m.body)).toEqual([expect.stringContaining('Rained out')]);
  });
});

describe('bursts', () => {
  it('sharing a batch key become one push naming each change, while the centre keeps each', async () => {
    const player = await subscribedPlayer();
    // The batch gathers for a window from the real time of notify(): "now" is the real one here,
    // so quiet hours are off lest the test run at night in the league's zone.
    await player.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'game_changed', channels: { push: true, email: true, sms: false } }],
        quiet_hours: { enabled: false, start: '22:00', end: '07:00' },
      },
    });
    const now = new Date();
    // In one transaction, as a rainout makes them: they still read in the order notified.
    await server.db.transaction(async (tx) => {
      for (const field of ['Field 1', 'Field 2', 'Field 3']) {
        await notify(tx, gameChange([player.userId], { title: `Moved to ${field}`, body: `10:00 on ${field}`, batchKey: `rainout:${player.userId}` }));
      }
    });
    // Still gathering: nothing yet.
    await server.notifications.deliver({ now });
    expect(payloads(player.device)).toEqual([]);
    await server.notifications.deliver({ now: new Date(now.getTime() + NOTIFICATION_BATCH_WINDOW_MS + 1000) });
    expect(payloads(player.device)).toEqual([
      expect.objectContaining({
        title: '3 updates: Game changes',
        body: 'Moved to Field 1\nMoved to Field 2\nMoved to Field 3',
        tag: `rainout:${player.userId}`,
      }),
    ]);
    // One e-mail too, saying what each change is and where its page is.
    const mails = await emailsTo(player.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('3 updates: Game changes');
    expect(mails[0]?.body).toMatch(/^Moved to Field 1\n10:00 on Field 1\nhttp\S+\/games\/\d+\n\nMoved to Field 2\n10:00 on Field 2\n/);
    const centre = await player.client.api('GET /api/notifications');
    expect(centre.body.items).toHaveLength(3);
  });
});

describe('a push service answering 410 Gone', () => {
  it('removes that subscription: the device is no longer listed, and the send is logged as gone', async () => {
    const admin = await createUser(server, { roles: ['admin'] });
    const player = await subscribedPlayer();
    const otherDevice = push.subscribe();
    await player.client.api('POST /api/notifications/push-subscriptions', { body: { ...otherDevice, label: 'Laptop' } });
    push.expire(player.device.endpoint);

    await notify(server.db, gameChange([player.userId], { title: 'To both devices' }));
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });

    expect(payloads(otherDevice)).toEqual([expect.objectContaining({ title: 'To both devices' })]);
    const prefs = await player.client.api('GET /api/notifications/preferences');
    expect(prefs.body.devices.map((d) => d.label)).toEqual(['Laptop']);
    const rows = await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, player.device.endpoint));
    expect(rows).toEqual([]);
    const log = await admin.client.api('GET /api/admin/notifications/deliveries', { query: { user_id: player.userId, channel: 'push' } });
    expect(log.body.items.map((d) => d.outcome).sort()).toEqual(['gone', 'sent']);

    // The next notification goes to the remaining device only, without trying the gone one.
    const before = push.requestCount();
    await notify(server.db, gameChange([player.userId], { title: 'After' }));
    await server.notifications.deliver({ now: leagueTime(1, '12:05') });
    expect(push.requestCount() - before).toBe(1);
  });
});

describe('unsubscribe links', () => {
  async function mailedLink(user: SignedUpUser) {
    const [mail] = await emailsTo(user.email);
    const link = /Stop these e-mails: (\S+)/.exec(mail?.body ?? '')?.[1];
    if (!mail || !link) throw new Error('no unsubscribe link mailed');
    return { mail, link: new URL(link) };
  }

  it('are in every e-mail (body and List-Unsubscribe), and not readable by admins in the outbox', async () => {
    const player = await subscribedPlayer();
    await notify(server.db, {
      kind: 'announcement',
      recipientUserIds: [player.userId],
      eventKey: `ann:u1:${player.userId}`,
      title: 'League news',
      body: 'B',
      url: '/',
    });
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    const { mail, link } = await mailedLink(player);
    expect(link.pathname).toBe('/api/notifications/unsubscribe');
    const [stored] = await server.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(stored?.secretHeaders).toEqual({ 'List-Unsubscribe': `<${link.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(stored?.body).toContain('[unsubscribe link]');
    expect(stored?.body).not.toContain(link.searchParams.get('token'));
  });

  it('work without signing in, once, for one kind of one person; a tampered link is refused', async () => {
    const player = await subscribedPlayer();
    await notify(server.db, {
      kind: 'announcement',
      recipientUserIds: [player.userId],
      eventKey: `ann:u2:${player.userId}`,
      title: 'League news',
      body: 'B',
      url: '/',
    });
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    const { link } = await mailedLink(player);
    const anonymous = server.client();
    const path = `${link.pathname}${link.search}`;

    // Opening the link (or a mail scanner fetching it) changes nothing: it asks.
    const page = await anonymous.request<string>('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Stop e-mails about &#34;Announcements&#34;?');
    expect(page.text).toContain('<form method="post"');
    const untouched = await player.client.api('GET /api/notifications/preferences');
    expect(untouched.body.kinds.find((k) => k.kind === 'announcement')?.channels.email).toBe(true);

    // A tampered link: another kind in the token with the same signature.
    const token = link.searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, string>;
    const forged = `${Buffer.from(JSON.stringify({ ...claim, k: 'game_changed' })).toString('base64url')}.${signature}`;
    const refused = await anonymous.api('POST /api/notifications/unsubscribe', { query: { token: forged } }, { origin: null });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('This unsubscribe link is not valid.');
    const garbage = await anonymous.api('POST /api/notifications/unsubscribe', { query: { token: 'abc.def' } }, { origin: null });
    expect(garbage.status).toBe(400);

    // A mail client's one-click POST (RFC 8058): no Origin, no cookie, a form body.
    const done = await anonymous.request<string>('POST', path, undefined, {
      origin: null,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will no longer get e-mails about &#34;Announcements&#34;.');
    const after = await player.client.api('GET /api/notifications/preferences');
    const channelsOf = (kind: string) => after.body.kinds.find((k) => k.kind === kind)?.channels;
    expect(channelsOf('announcement')).toEqual({ push: true, email: false, sms: null });
    // Only that kind, only e-mail (game changes: e-mail only without push, and this player has a device).
    expect(channelsOf('game_changed')).toEqual({ push: true, email: false, sms: false });
    expect(channelsOf('rsvp_reminder')).toEqual({ push: true, email: true, sms: null });

    // Once: the same link again is refused, even after the person turns e-mail back on.
    await player.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'announcement', channels: { push: true, email: true } }],
        quiet_hours: after.body.quiet_hours,
      },
    });
    const again = await anonymous.request<string>('POST', path, undefined, { origin: null });
    expect(again.status).toBe(410);
    expect(again.text).toContain('already been used');
    const kept = await player.client.api('GET /api/notifications/preferences');
    expect(kept.body.kinds.find((k) => k.kind === 'announcement')?.channels.email).toBe(true);
  });
});

describe('the test notification', () => {
  it('reaches the caller’s device at once, even in quiet hours, and is limited to a few', async () => {
    const player = await subscribedPlayer();
    const sent = await player.client.api('POST /api/notifications/test');
    expect(sent.status).toBe(202);
    expect(sent.body.channels).toEqual(['push', 'email']);
    await server.notifications.deliver({ now: leagueTime(2, '02:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Test notification', url: '/profile' })]);
    for (let i = 0; i < 4; i += 1) expect((await player.client.api('POST /api/notifications/test')).status).toBe(202);
    expect((await player.client.api('POST /api/notifications/test')).status).toBe(429);
  });
});

describe('concurrent notify calls for one event', () => {
  it('store one notification and send one message (the unique constraint settles the race)', async () => {
    const player = await subscribedPlayer();
    const request = gameChange([player.userId], { title: 'Raced' });
    // Two transactions at once; the first holds its row uncommitted for a moment, so the
    // second's insert meets it at the unique index (on PostgreSQL it waits, then does nothing).
    const results = await Promise.all([
      server.db.transaction(async (tx) => {
        const result = await notify(tx, request);
        await new Promise((done) => setTimeout(done, 150));
        return result.created;
      }),
      (async () => {
        await new Promise((done) => setTimeout(done, 20));
        return server.db.transaction(async (tx) => (await notify(tx, request)).created);
      })(),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, player.userId), eq(notifications.eventKey, request.eventKey)));
    expect(rows).toHaveLength(1);
    await server.notifications.deliver({ now: leagueTime(1, '12:00') });
    expect(payloads(player.device)).toEqual([expect.objectContaining({ title: 'Raced' })]);
  });
});
