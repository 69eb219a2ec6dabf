import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_SETTINGS, SETTING_KEYS } from '../../../shared/settings';
import { addToRoster, createGame, createLeague, createPlayer, createUser, disableUser, type CreatedUser, type League } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-received';
import { startTestServer, type TestServer } from '../../test/test-server';
import { setSetting } from '../settings/index';
import { reminderWindowAt, sendRsvpReminders } from './rsvp-reminders';

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
/** The same job run by the server on its own timer (every second). */
let timed: TestServer;
beforeAll(async () => {
  [server, timed] = await Promise.all([startTestServer(), startTestServer({ env: { RSVP_REMINDER_INTERVAL_SECONDS: '1' } })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), timed?.close()]);
});

const remind = (now: Date) => sendRsvpReminders({ db: server.db, baseUrl: server.publicUrl, now });
const reminders = (on: TestServer, user: CreatedUser) => notificationsOf(on, user.userId, 'rsvp_reminder');

/** A signed-up player on the team's roster. */
async function rostered(on: TestServer, teamId: string, firstName = 'Pat'): Promise<CreatedUser> {
  const user = await createUser(on);
  await addToRoster(on.db, { teamId, playerId: await createPlayer(on.db, { userId: user.userId, firstName }) });
  return user;
}

async function answer(user: CreatedUser, gameId: string, status: 'going' | 'maybe' | 'not_going') {
  const response = await user.client.api('PUT /api/games/:gameId/availability', { params: { gameId }, body: { status } });
  expect(response.status).toBe(200);
}

describe('which reminder a game is in', () => {
  const defaults = DEFAULT_LEAGUE_SETTINGS;
  it.each([
    [72, null],
    [48.01, null],
    [48, 'first'],
    [30, 'first'],
    [3.01, 'first'],
    [3, 'second'],
    [0.5, 'second'],
    [0, null],
    [-1, null],
  ])('%d hours before kick-off: %s', (hours, window) => {
    expect(reminderWindowAt(hours * HOUR_MS, defaults)).toBe(window);
  });

  it('skips a reminder set to 0, and makes two equal lead times one reminder', () => {
    expect(reminderWindowAt(30 * HOUR_MS, { rsvpReminderFirstHours: 0, rsvpReminderSecondHours: 3 })).toBeNull();
    expect(reminderWindowAt(2 * HOUR_MS, { rsvpReminderFirstHours: 0, rsvpReminderSecondHours: 3 })).toBe('second');
    expect(reminderWindowAt(2 * HOUR_MS, { rsvpReminderFirstHours: 24, rsvpReminderSecondHours: 0 })).toBe('first');
    expect(reminderWindowAt(2 * HOUR_MS, { rsvpReminderFirstHours: 6, rsvpReminderSecondHours: 6 })).toBe('first');
    expect(reminderWindowAt(2 * HOUR_MS, { rsvpReminderFirstHours: 0, rsvpReminderSecondHours: 0 })).toBeNull();
  });
});

describe('reminders to answer', () => {
  let league: League;
  beforeAll(async () => {
    league = await createLeague(server.db);
  });

  it('reminds the players of both teams who have not answered, once per reminder, and no one else', async () => {
    const [a, b, c] = league.teamIds;
    const now = new Date();
    const kickOff = new Date(now.getTime() + 30 * HOUR_MS);
    const gameId = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: kickOff });
    const [silentHome, silentAway, going, notGoing, maybeLater, disabled, bystander] = [
      await rostered(server, a, 'Sam'),
      await rostered(server, b, 'Sia'),
      await rostered(server, a, 'Gus'),
      await rostered(server, b, 'Nia'),
      await rostered(server, a, 'May'),
      await rostered(server, a, 'Dee'),
      await rostered(server, c, 'Bea'),
    ];
    // A player with no account cannot answer: there is no one to remind.
    await addToRoster(server.db, { teamId: a, playerId: await createPlayer(server.db, { email: 'no-account@example.test' }) });
    await answer(going, gameId, 'going');
    await answer(notGoing, gameId, 'not_going');
    await disableUser(server.db, disabled.userId);

    expect((await remind(now)).reminded).toBe(3);
    for (const user of [silentHome, silentAway, maybeLater]) {
      const [reminder, ...more] = await reminders(server, user);
      expect(more).toHaveLength(0);
      expect(reminder).toMatchObject({ title: expect.stringMatching(/^Are you coming\? Team .* A v Team .* B$/), url: '/player/my-schedule' });
      expect(reminder?.body).toMatch(/^\d+:\d\d [AP]M on \w{3}, \w{3} \d+ at Field 1, Park \S+\. Answer Going, Maybe or Not going/);
      expect(reminder?.emailSubject).toMatch(/^Riverside Football Club: are you coming to Team .* A v Team .* B\?$/);
      expect(reminder?.emailText).toContain(`${server.publicUrl}/player/my-schedule`);
    }
    for (const user of [going, notGoing, disabled, bystander]) expect(await reminders(server, user)).toEqual([]);

    // Every later run inside the first reminder's time adds nothing.
    for (const later of [5 * 60 * 1000, HOUR_MS, 20 * HOUR_MS]) expect((await remind(new Date(now.getTime() + later))).reminded).toBe(0);

    // Three hours before kick-off: the last reminder, to those still silent.
    await answer(maybeLater, gameId, 'maybe');
    const lastCall = new Date(kickOff.getTime() - 2 * HOUR_MS);
    expect((await remind(lastCall)).reminded).toBe(2);
    expect((await remind(new Date(lastCall.getTime() + HOUR_MS))).reminded).toBe(0);
    for (const user of [silentHome, silentAway]) expect(await reminders(server, user)).toHaveLength(2);
    expect(await reminders(server, maybeLater)).toHaveLength(1);
    // Past kick-off: no more.
    expect((await remind(new Date(kickOff.getTime() + 60_000))).reminded).toBe(0);
  });

  it("follows the league's lead times, leaves games not scheduled alone, and reminds a moved game for its new kick-off", async () => {
    const own = await createLeague(server.db);
    const [a, b, c, d] = own.teamIds;
    const now = new Date();
    const player = await rostered(server, a);
    const other = await rostered(server, c);
    const gameId = await createGame(server.db, own, { homeTeamId: a, awayTeamId: b, startsAt: new Date(now.getTime() + 30 * HOUR_MS) });
    await createGame(server.db, own, { homeTeamId: c, awayTeamId: d, startsAt: new Date(now.getTime() + 10 * HOUR_MS), status: 'postponed' });

    await setSetting(server.db, SETTING_KEYS.rsvpReminderFirstHours, '24');
    try {
      await remind(now);
      expect(await reminders(server, player)).toEqual([]);
      await remind(new Date(now.getTime() + 7 * HOUR_MS));
      expect(await reminders(server, player)).toHaveLength(1);
      expect(await reminders(server, other)).toEqual([]);

      // The admin moves the game two days on: the first reminder comes again before the new kick-off.
      const admin = await createUser(server, { roles: ['admin'] });
      const moved = await admin.client.request('PATCH', `/api/admin/games/${gameId}`, { starts_at: new Date(now.getTime() + 78 * HOUR_MS).toISOString() });
      expect(moved.status).toBe(200);
      await remind(new Date(now.getTime() + 50 * HOUR_MS));
      expect(await reminders(server, player)).toHaveLength(1);
      await remind(new Date(now.getTime() + 55 * HOUR_MS));
      expect(await reminders(server, player)).toHaveLength(2);
    } finally {
      await setSetting(server.db, SETTING_KEYS.rsvpReminderFirstHours, '48');
    }
  });

  it('reminds once when two runs (two server processes) race', async () => {
    const own = await createLeague(server.db);
    const player = await rostered(server, own.teamIds[0]);
    const now = new Date();
    await createGame(server.db, own, { startsAt: new Date(now.getTime() + 20 * HOUR_MS) });
    const runs = await Promise.all([remind(now), remind(now)]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
    expect(await reminders(server, player)).toHaveLength(1);
  });

  it('runs on the server on its own timer', async () => {
    const own = await createLeague(timed.db);
    const player = await rostered(timed, own.teamIds[0]);
    await createGame(timed.db, own, { startsAt: new Date(Date.now() + 2 * HOUR_MS) });
    await expect.poll(async () => (await reminders(timed, player)).length, { timeout: 10_000 }).toBe(1);
  });
});
