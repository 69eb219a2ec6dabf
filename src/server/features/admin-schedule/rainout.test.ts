import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { DEFAULT_TIME_ZONE } from '../../../shared/settings';
import { zonedInstant } from '../../../shared/zoned-time';
import { fields, games } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-received';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

// Who may call these is checked with the rest of the admin schedule (admin-schedule.test.ts).

const t = withTestServer();
let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  admin = await createUser(server, { roles: ['admin'] });
});

const at = (month: number, day: number, hour: number, minute = 0) => zonedInstant({ year: 2030, month, day, hour, minute }, DEFAULT_TIME_ZONE);
const rowsOf = (ids: string[]) => server.db.select().from(games).where(inArray(games.id, ids)).orderBy(games.startsAt);

async function rosterPlayerWithAccount(teamId: string): Promise<CreatedUser> {
  const user = await createUser(server);
  await addToRoster(server.db, { teamId, playerId: await createPlayer(server.db, { userId: user.userId }) });
  return user;
}

async function rosterPlayerWithEmail(teamId: string): Promise<string> {
  const email = uniqueEmail('player').toLowerCase();
  await addToRoster(server.db, { teamId, playerId: await createPlayer(server.db, { email }) });
  return email;
}

describe('raining out a date', () => {
  it('previews, postpones once, tells each person once, and proposes make-up slots that obey the rules', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const other = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c, d] = league.teamIds;
    const referee = await createUser(server, { roles: ['referee'] });
    // Sunday 1 September 2030.
    const first = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(9, 1, 10), refereeUserId: referee.userId });
    const second = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(9, 1, 12), refereeUserId: referee.userId });
    const played = await createGame(server.db, league, {
      homeTeamId: a,
      awayTeamId: c,
      startsAt: at(9, 1, 8),
      status: 'final',
      homeScore: 1,
      awayScore: 1,
      fieldId: null,
    });
    // The field is taken a week later at 10:00; teams C and D play on Wednesday 11 September.
    await createGame(server.db, other, { startsAt: at(9, 8, 10), fieldId: league.fieldId });
    await createGame(server.db, league, { homeTeamId: d, awayTeamId: c, startsAt: at(9, 11, 19), fieldId: null });
    const addresses = await Promise.all(league.teamIds.map((team) => rosterPlayerWithEmail(team)));
    const withAccounts = await Promise.all(league.teamIds.map((team) => rosterPlayerWithAccount(team)));

    const preview = await admin.client.api('POST /api/admin/schedule/rainout/preview', { body: { date: '2030-09-01' } });
    expect(preview.status).toBe(200);
    expect(preview.body.games.map((g) => g.id)).toEqual([first, second]);
    expect((await rowsOf([first, second])).map((g) => g.status)).toEqual(['scheduled', 'scheduled']);

    const result = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-09-01' } });
    expect(result.status).toBe(200);
    expect(result.body.postponed.map((g) => [g.id, g.status, g.sequence])).toEqual([
      [first, 'postponed', 1],
      [second, 'postponed', 1],
    ]);
    expect((await rowsOf([played]))[0]).toMatchObject({ status: 'final', sequence: 0 });
    // First: 8 September is taken on the field, so 15 September. Second: C and D need six days
    // clear of its Wednesday game, so neither 8 nor 15 September, but 22 September.
    expect(result.body.proposals).toEqual([
      { game_id: first, starts_at: at(9, 15, 10).toISOString(), field_id: league.fieldId },
      { game_id: second, starts_at: at(9, 22, 12).toISOString(), field_id: league.fieldId },
    ]);
    expect(result.body.unplaced).toEqual([]);
    // Four players by e-mail, four with accounts and the referee.
    expect(result.body.notified).toBe(9);
    // The referee of both games: a notification for each, in one batch (the day), so one message.
    // Stored in one transaction, at one time: in kick-off order here.
    const refereeTold = (await notificationsOf(server, referee.userId)).sort((x, y) => x.body.localeCompare(y.body));
    expect(refereeTold.map((n) => [n.title, n.eventKey, n.batchKey])).toEqual([
      [expect.stringMatching(/^Postponed: Team .+ A v Team .+ B$/), `game:${first}:postponed:1`, 'game-changes:2030-09-01'],
      [expect.stringMatching(/^Postponed: Team .+ C v Team .+ D$/), `game:${second}:postponed:1`, 'game-changes:2030-09-01'],
    ]);
    expect(refereeTold.map((n) => n.body)).toEqual([expect.stringContaining('10:00 AM on Sun, Sep 1'), expect.stringContaining('12:00 PM on Sun, Sep 1')]);
    for (const user of withAccounts) expect(await notificationsOf(server, user.userId), user.email).toHaveLength(1);
    for (const address of addresses) {
      const mail = await server.outbox({ recipient: address });
      expect(mail, address).toHaveLength(1);
      expect(mail[0]?.subject).toMatch(/game postponed$/);
      expect(mail[0]?.body).toContain('POSTPONED: Team');
    }
    expect(await server.outbox({ recipient: referee.email.toLowerCase() })).toEqual([]);

    const accepted = await admin.client.api('POST /api/admin/schedule/makeups', { body: { moves: result.body.proposals } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.games.map((g) => [g.id, g.status, g.starts_at, g.sequence])).toEqual([
      [first, 'scheduled', at(9, 15, 10).toISOString(), 2],
      [second, 'scheduled', at(9, 22, 12).toISOString(), 2],
    ]);
    const makeUpMail = await server.outbox({ recipient: addresses[0] });
    expect(makeUpMail[0]?.subject).toMatch(/make-up game scheduled$/);
    expect(makeUpMail[0]?.body).toContain('(was 10:00 AM on Sun, Sep 1)');
    // The make-ups batch with the day they were rained out of.
    const makeUpTold = (await notificationsOf(server, withAccounts[0]?.userId ?? '')).at(-1);
    expect(makeUpTold).toMatchObject({
      title: expect.stringMatching(/^Make-up: Team .+ A v Team .+ B$/),
      eventKey: `game:${first}:rescheduled:2`,
      batchKey: 'game-changes:2030-09-01',
    });
    expect(makeUpTold?.body).toContain('(was 10:00 AM on Sun, Sep 1)');

    const again = await admin.client.api('POST /api/admin/schedule/makeups', { body: { moves: result.body.proposals } });
    expect(again.status).toBe(409);
    expect(again.error.issues?.[0]).toEqual({ path: 'moves.0.game_id', message: 'Only a postponed game can take a make-up slot.' });
  });

  it('counts rest in days on the league calendar, as the generator does: 1 allows consecutive days, 0 still not two games a day', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c, d] = league.teamIds;
    // Sunday 1 December at 7 PM; A plays again on Monday the 9th at 8 AM, 13 hours after the next Sunday's slot.
    const first = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(12, 1, 19) });
    await createGame(server.db, league, { homeTeamId: a, awayTeamId: c, startsAt: at(12, 9, 8), fieldId: null });
    const consecutive = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-12-01', min_rest_days: 1 } });
    expect(consecutive.body.proposals).toEqual([{ game_id: first, starts_at: at(12, 8, 19).toISOString(), field_id: league.fieldId }]);

    // Sunday 15 December at 7 PM; D already plays at 9 AM on the 22nd, so not that day, even with no rest asked.
    const second = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(12, 15, 19) });
    await createGame(server.db, league, { homeTeamId: d, awayTeamId: b, startsAt: at(12, 22, 9), fieldId: null });
    const noRest = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-12-15', min_rest_days: 0 } });
    expect(noRest.body.proposals).toEqual([{ game_id: second, starts_at: at(12, 29, 19).toISOString(), field_id: league.fieldId }]);
  });

  it('rains out one field only when asked', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c, d] = league.teamIds;
    const [field2] = await server.db.insert(fields).values({ venueId: league.venueId, name: 'Field 2' }).returning({ id: fields.id });
    const onField1 = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(10, 13, 10) });
    const onField2 = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(10, 13, 10), fieldId: field2?.id ?? null });
    const result = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-10-13', field_id: field2?.id } });
    expect(result.body.postponed.map((g) => g.id)).toEqual([onField2]);
    expect((await rowsOf([onField1]))[0]?.status).toBe('scheduled');
  });

  it('refuses a make-up slot that double-books, naming the clash under the move', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c] = league.teamIds;
    const postponed = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(10, 20, 10), status: 'postponed' });
    await createGame(server.db, league, { homeTeamId: c, awayTeamId: a, startsAt: at(10, 27, 10), fieldId: null });
    const response = await admin.client.api('POST /api/admin/schedule/makeups', {
      body: {
        moves: [{ game_id: postponed, starts_at: at(10, 27, 11).toISOString(), field_id: league.fieldId }],
      },
    });
    expect(response.status).toBe(409);
    expect(response.error.issues).toEqual([{ path: 'moves.0.starts_at', message: expect.stringMatching(/already plays at 10:00 AM on Sun, Oct 27\.$/) }]);
    expect((await rowsOf([postponed]))[0]).toMatchObject({ status: 'postponed', sequence: 0 });
  });

  it('refuses bad input with the field message', async () => {
    const cases: [string, unknown, string, string][] = [
      ['/api/admin/schedule/rainout', { date: '2030-02-30' }, 'date', 'Enter a date.'],
      ['/api/admin/schedule/rainout/preview', { date: '2030-09-01', field_id: crypto.randomUUID() }, 'field_id', 'Choose a field from the list.'],
      ['/api/admin/schedule/rainout', { date: '2030-09-01', min_rest_days: 40 }, 'min_rest_days', 'Minimum rest must be a whole number of days from 0 to 14.'],
      ['/api/admin/schedule/makeups', { moves: [] }, 'moves', 'Choose from 1 to 200 make-up games.'],
      [
        '/api/admin/schedule/makeups',
        { moves: [{ game_id: crypto.randomUUID(), starts_at: 'soon', field_id: null }] },
        'moves.0.starts_at',
        'Enter the date and time of kick-off.',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const response = await admin.client.request<ApiErrorBody>('POST', path, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.issues).toContainEqual({ path: field, message });
    }
  });
});

describe('make-ups inside the season (issue 20 item 11)', () => {
  it("proposes only slots on or before the season's last day, and says plainly which games have none and why", async () => {
    // The season ends on Monday 25 November 2030; the rained-out date is Sunday 10 November.
    const league = await createLeague(server.db, { seasonEndDate: '2030-11-25' });
    const [a, b, c, d] = league.teamIds;
    const first = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(11, 10, 10) });
    const second = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(11, 10, 12) });
    // C and D play on Wednesday 20 November: six days' rest rules out the 17th and the 24th; 1 December is after the season.
    await createGame(server.db, league, { homeTeamId: d, awayTeamId: c, startsAt: at(11, 20, 19), fieldId: null });

    const result = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-11-10' } });
    expect(result.status).toBe(200);
    expect(result.body.proposals).toEqual([{ game_id: first, starts_at: at(11, 17, 10).toISOString(), field_id: league.fieldId }]);
    expect(result.body.unplaced).toEqual([
      {
        game_id: second,
        reason:
          "No free slot on the same weekday, time and field before the season ends on Mon, Nov 25, 2030: each one left clashes with another game or leaves less than 6 days' rest for both teams.",
      },
    ]);
  });

  it("says that no week is left when the rained-out date is in the season's last week", async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-11-06' });
    // Saturday 2 November; the season ends on the Wednesday after.
    const last = await createGame(server.db, league, { startsAt: at(11, 2, 10) });
    const result = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-11-02' } });
    expect(result.body.proposals).toEqual([]);
    expect(result.body.unplaced).toEqual([
      { game_id: last, reason: 'The season ends on Wed, Nov 6, 2030: no week is left for a make-up on the same weekday, time and field.' },
    ]);
  });

  it('proposes the make-ups again for the games still postponed on the date, storing nothing', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c, d] = league.teamIds;
    const first = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(10, 6, 10) });
    const second = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(10, 6, 12) });
    const rainout = await admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-10-06' } });
    expect(rainout.body.proposals).toHaveLength(2);

    const again = await admin.client.api('POST /api/admin/schedule/makeups/proposal', { body: { date: '2030-10-06' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ date: '2030-10-06', postponed: rainout.body.postponed, proposals: rainout.body.proposals, unplaced: [] });
    expect((await rowsOf([first, second])).map((g) => [g.status, g.sequence])).toEqual([
      ['postponed', 1],
      ['postponed', 1],
    ]);

    // Once the first is made up, only the second is proposed again.
    await admin.client.sendUnchecked('POST', '/api/admin/schedule/makeups', { moves: [rainout.body.proposals[0]] });
    const rest = await admin.client.api('POST /api/admin/schedule/makeups/proposal', { body: { date: '2030-10-06' } });
    expect(rest.body.postponed.map((g) => g.id)).toEqual([second]);
    expect(rest.body.proposals).toEqual([rainout.body.proposals[1]]);
  });
});

describe('two admins raining out the same date at once', () => {
  it('postpones the games once and sends one set of notifications', async () => {
    const league = await createLeague(server.db, { seasonEndDate: '2030-12-31' });
    const [a, b, c, d] = league.teamIds;
    const ids = [
      await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(11, 3, 10) }),
      await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(11, 3, 12) }),
    ];
    const addresses = await Promise.all([a, c].map((team) => rosterPlayerWithEmail(team)));
    const player = await rosterPlayerWithAccount(b);
    const secondAdmin = await createUser(server, { roles: ['admin'] });
    const results = await Promise.all([
      admin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-11-03' } }),
      secondAdmin.client.api('POST /api/admin/schedule/rainout', { body: { date: '2030-11-03' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.postponed.length).sort()).toEqual([0, 2]);
    expect((await rowsOf(ids)).map((g) => [g.status, g.sequence])).toEqual([
      ['postponed', 1],
      ['postponed', 1],
    ]);
    for (const address of addresses) expect(await server.outbox({ recipient: address })).toHaveLength(1);
    expect(await notificationsOf(server, player.userId)).toHaveLength(1);
    const stillActive = await server.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, league.seasonId), eq(games.status, 'scheduled')));
    expect(stillActive).toEqual([]);
  });
});
