import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/settings';
import { wallClock, zonedInstant } from '../../../shared/zoned-time';
import { addToRoster, createGame, createLeague, createPlayer, createUser, type CreatedUser, type League } from '../../test/factories';
import { type PushEndpoint, startPushEndpoint, type TestSubscription } from '../../test/push-endpoint';
import { startTestServer, type TestServer } from '../../test/test-server';
import { NOTIFICATION_BATCH_WINDOW_MS } from '../notifications/index';

// An admin's change to the schedule reaches the people of the game (issue 22, decision 074): by
// real web push to a local push service that checks the VAPID signature and decrypts with each
// subscription's own keys, by e-mail for those without push, once each, batched by day.

let server: TestServer;
/** The same server as run in production: the delivery job every second, woken by each change. */
let timed: TestServer;
/** Each server's push service: it checks that server's VAPID key. */
const pushOf = new Map<TestServer, PushEndpoint>();
beforeAll(async () => {
  const [push, timedPush] = await Promise.all([
    startPushEndpoint({ vapidPublicKey: () => server.notifications.pushPublicKey() }),
    startPushEndpoint({ vapidPublicKey: () => timed.notifications.pushPublicKey() }),
  ]);
  [server, timed] = await Promise.all([
    startTestServer({ pushAgent: push.agent }),
    startTestServer({ pushAgent: timedPush.agent, env: { NOTIFICATION_DELIVERY_INTERVAL_SECONDS: '1' } }),
  ]);
  pushOf.set(server, push);
  pushOf.set(timed, timedPush);
});
afterAll(async () => {
  await Promise.all([server?.close(), timed?.close()]);
  await Promise.all([...pushOf.values()].map((endpoint) => endpoint.close()));
});

interface Person extends CreatedUser {
  push: PushEndpoint;
  device: TestSubscription | null;
}

/** A signed-up person who turned push on (a device) or not; on the team's roster when given. */
async function person(on: TestServer, options: { teamId?: string; push?: boolean; roles?: ('referee' | 'admin')[] } = {}): Promise<Person> {
  const user = await createUser(on, { roles: options.roles });
  if (options.teamId) await addToRoster(on.db, { teamId: options.teamId, playerId: await createPlayer(on.db, { userId: user.userId }) });
  const push = pushOf.get(on);
  if (!push) throw new Error('no push service for this server');
  if (options.push === false) return { ...user, push, device: null };
  const device = push.subscribe();
  const saved = await user.client.api('POST /api/notifications/push-subscriptions', { body: { ...device, label: 'Phone' } });
  expect(saved.status).toBe(200);
  return { ...user, push, device };
}

/** Noon, `daysAhead` days from now, on the league's clocks: daytime, past any batch's gathering. */
function leagueNoon(daysAhead: number): Date {
  const day = wallClock(new Date(Date.now() + daysAhead * 86_400_000), DEFAULT_TIME_ZONE);
  return zonedInstant({ year: day.year, month: day.month, day: day.day, hour: 12, minute: 0 }, DEFAULT_TIME_ZONE);
}
const at = (month: number, day: number, hour: number) => zonedInstant({ year: 2031, month, day, hour, minute: 0 }, DEFAULT_TIME_ZONE);

const pushes = (someone: Person) =>
  someone.device ? someone.push.received(someone.device.endpoint).map((r) => r.payload as { title: string; body: string; url: string }) : [];
const mails = async (on: TestServer, someone: Person) =>
  (await on.outbox({ recipient: someone.email.toLowerCase(), channel: 'email' })).map((m) => ({ subject: m.subject, body: m.body }));

describe("an admin's change to a game", () => {
  let league: League;
  let admin: CreatedUser;
  beforeAll(async () => {
    league = await createLeague(server.db);
    admin = await createUser(server, { roles: ['admin'] });
  });

  it('reaches the subscribed players of both teams and the referee once by push, by e-mail the player without push, and no one else', async () => {
    const [a, b, c] = league.teamIds;
    const referee = await person(server, { roles: ['referee'] });
    const home = await person(server, { teamId: a });
    const away = await person(server, { teamId: b, push: false });
    const bystander = await person(server, { teamId: c });
    const gameId = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(5, 4, 10), refereeUserId: referee.userId });

    const moved = await admin.client.request('PATCH', `/api/admin/games/${gameId}`, { starts_at: at(5, 4, 14).toISOString() });
    expect(moved.status).toBe(200);
    const now = leagueNoon(1);
    await server.notifications.deliver({ now });
    await server.notifications.deliver({ now: new Date(now.getTime() + 60_000) });

    expect(pushOf.get(server)?.rejected()).toEqual([]);
    for (const someone of [home, referee]) {
      const got = pushes(someone);
      expect(got, someone.email).toHaveLength(1);
      expect(got[0]).toMatchObject({ title: expect.stringMatching(/^Moved: Team .+ A v Team .+ B$/), url: `/games/${gameId}`, kind: 'game_changed' });
      expect(got[0]?.body).toMatch(/^2:00 PM on Sun, May 4 at Field 1, .+ \(was 10:00 AM on Sun, May 4\)$/);
    }
    const [mail, ...moreMail] = await mails(server, away);
    expect(moreMail).toEqual([]);
    expect(mail?.subject).toBe('Riverside Football Club: game moved');
    expect(mail?.body).toContain('MOVED: Team');
    expect(mail?.body).toContain(`${server.publicUrl}/games/${gameId}`);
    expect(pushes(bystander)).toEqual([]);
    expect(await mails(server, bystander)).toEqual([]);

    // Each one's notification centre holds it, once.
    for (const someone of [home, away, referee]) {
      const centre = await someone.client.api('GET /api/notifications');
      expect(centre.body.items.map((i) => i.url)).toEqual([`/games/${gameId}`]);
    }
  });

  it('raining out a day is one message per person, however many of their games it postpones', async () => {
    const [a, b, c, d] = league.teamIds;
    const referee = await person(server, { roles: ['referee'] });
    const twice = await person(server, { teamId: a, push: false });
    const once = await person(server, { teamId: d });
    const ids = [
      await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(6, 1, 9), refereeUserId: referee.userId }),
      await createGame(server.db, league, { homeTeamId: c, awayTeamId: a, startsAt: at(6, 1, 13), refereeUserId: referee.userId }),
      await createGame(server.db, league, { homeTeamId: d, awayTeamId: b, startsAt: at(6, 1, 16), refereeUserId: referee.userId }),
    ];
    const rainout = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2031-06-01' } });
    expect(rainout.status).toBe(200);
    await server.notifications.deliver({ now: leagueNoon(1) });
    await server.notifications.deliver({ now: leagueNoon(2) });

    const [batch, ...more] = pushes(referee);
    expect(more).toEqual([]);
    expect(batch?.title).toBe('3 updates: Game changes');
    // Its lines name each game (stored in one transaction, so in no particular order).
    expect(batch?.body.split('\n').sort()).toEqual([
      expect.stringMatching(/^Postponed: Team .+ A v Team .+ B$/),
      expect.stringMatching(/^Postponed: Team .+ C v Team .+ A$/),
      expect.stringMatching(/^Postponed: Team .+ D v Team .+ B$/),
    ]);
    expect(pushes(once)).toEqual([expect.objectContaining({ title: expect.stringMatching(/^Postponed: Team .+ D v Team .+ B$/), url: `/games/${ids[2]}` })]);
    // E-mail: one to each of them too, the two-game player's naming both games.
    expect((await mails(server, twice)).map((m) => m.subject)).toEqual(['2 updates: Game changes']);
    // Those with push: at most one e-mail besides (whether they get one is the service's rule).
    for (const someone of [referee, once]) expect((await mails(server, someone)).length, someone.email).toBeLessThanOrEqual(1);
    // The centre lists each game, read or not, on every device.
    const centre = await referee.client.api('GET /api/notifications');
    expect(centre.body.items.map((i) => i.url).sort()).toEqual(ids.map((id) => `/games/${id}`).sort());
  });

  it('passes quiet hours for a game starting within 3 hours, and waits for the morning otherwise', async () => {
    const [, , c, d] = league.teamIds;
    const player = await person(server, { teamId: c });
    const night = new Date(leagueNoon(3).getTime() + 11 * 60 * 60 * 1000); // 23:00 on the league's clocks
    const soon = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: new Date(night.getTime() + 2 * 60 * 60 * 1000), fieldId: null });
    const nextWeek = await createGame(server.db, league, { homeTeamId: d, awayTeamId: c, startsAt: at(7, 6, 10), fieldId: null });
    for (const id of [soon, nextWeek])
      expect((await admin.client.api('POST /api/admin/games/:gameId/status', { params: { gameId: id }, body: { status: 'cancelled' } })).status).toBe(200);

    await server.notifications.deliver({ now: night });
    expect(pushes(player).map((p) => p.url)).toEqual([`/games/${soon}`]);
    await server.notifications.deliver({ now: new Date(night.getTime() + 9 * 60 * 60 * 1000) }); // 08:00
    expect(pushes(player).map((p) => p.url)).toEqual([`/games/${soon}`, `/games/${nextWeek}`]);
  });
});

describe('on the running server', () => {
  it('reaches the subscribed player and the referee within a minute of the change, once', async () => {
    const league = await createLeague(timed.db);
    const [a, b] = league.teamIds;
    const admin = await createUser(timed, { roles: ['admin'] });
    const referee = await person(timed, { roles: ['referee'] });
    const player = await person(timed, { teamId: a });
    // Kick-off within 3 hours: quiet hours, if the test runs at night, do not hold it.
    const kickOff = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const gameId = await createGame(timed.db, league, { homeTeamId: a, awayTeamId: b, startsAt: kickOff, refereeUserId: referee.userId, fieldId: null });

    const changedAt = Date.now();
    expect((await admin.client.api('POST /api/admin/games/:gameId/status', { params: { gameId }, body: { status: 'postponed' } })).status).toBe(200);
    await expect.poll(() => pushes(player).length + pushes(referee).length, { timeout: NOTIFICATION_BATCH_WINDOW_MS + 20_000, interval: 500 }).toBe(2);
    expect(Date.now() - changedAt).toBeLessThan(60_000);
    // A few more runs of the job: nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const someone of [player, referee]) expect(pushes(someone).map((p) => p.url)).toEqual([`/games/${gameId}`]);
  }, 90_000);
});
