import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminScheduleGame, AdminSchedulePage } from '../../../shared/api/admin-schedule';
import type { ApiErrorBody } from '../../../shared/api-error';
import { DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { zonedInstant } from '../../../shared/zoned-time';
import { auditLog, fields, gameEvents, games, siteSettings } from '../../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, createUser, type CreatedUser, type League } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-received';
import { expectOnlyAdmins, type ApiCall, type Personas } from '../../test/personas';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

/** A kick-off on the league's clocks (the default zone). */
const at = (month: number, day: number, hour: number, minute = 0) => zonedInstant({ year: 2030, month, day, hour, minute }, DEFAULT_TIME_ZONE);

const gameRow = async (id: string) => (await server.db.select().from(games).where(eq(games.id, id)))[0];
const patch = (id: string, body: unknown) => admin.client.request<AdminScheduleGame & Partial<ApiErrorBody>>('PATCH', `/api/admin/games/${id}`, body);
const setStatus = (id: string, body: unknown) => admin.client.sendUnchecked('POST', `/api/admin/games/${id}/status`, body);

/** A signed-up player on the team's roster. */
async function rosterPlayerWithAccount(teamId: string): Promise<CreatedUser> {
  const user = await createUser(server);
  await addToRoster(server.db, { teamId, playerId: await createPlayer(server.db, { userId: user.userId }) });
  return user;
}

/** A player with an e-mail address on the team's roster; returns the address. */
async function rosterPlayerWithEmail(teamId: string): Promise<string> {
  const email = uniqueEmail('teammate').toLowerCase();
  const playerId = await createPlayer(server.db, { email });
  await addToRoster(server.db, { teamId, playerId });
  return email;
}

describe('who may use the admin schedule', () => {
  let league: League;
  let gameId: string;
  let deletable: string;
  beforeAll(async () => {
    league = await createLeague(server.db);
    gameId = await createGame(server.db, league, { startsAt: at(4, 7, 10) });
    deletable = await createGame(server.db, league, { homeTeamId: league.teamIds[2], awayTeamId: league.teamIds[3], startsAt: at(4, 1, 10) });
  });
  const endpoints = (): ApiCall[] => [
    ['GET', '/api/admin/schedule'],
    ['GET', '/api/admin/schedule/export.csv'],
    ['GET', '/api/admin/schedule/options'],
    ['POST', '/api/admin/schedule/rainout/preview', { date: '2030-04-07' }],
    ['POST', '/api/admin/schedule/rainout', { date: '2030-04-07' }],
    ['POST', '/api/admin/schedule/makeups', { moves: [{ game_id: gameId, starts_at: at(4, 14, 10).toISOString(), field_id: null }] }],
    ['POST', '/api/admin/schedule/makeups/proposal', { date: '2030-04-07' }],
    ['POST', '/api/admin/games', { home_team_id: league.teamIds[2], away_team_id: league.teamIds[3], starts_at: at(4, 7, 18).toISOString() }],
    ['PATCH', `/api/admin/games/${gameId}`, { starts_at: at(4, 7, 12).toISOString() }],
    ['POST', `/api/admin/games/${gameId}/status`, { status: 'cancelled' }],
    ['DELETE', `/api/admin/games/${deletable}`],
  ];

  it('answers 401 to anonymous callers and 403 to players, captains, referees and statisticians, and changes nothing', async () => {
    await expectOnlyAdmins(server, personas, endpoints(), {
      unchanged: () => server.db.select().from(games).where(eq(games.seasonId, league.seasonId)).orderBy(games.id),
    });
  });

  it('lets an admin call each of them', async () => {
    for (const [method, path, body] of endpoints()) {
      const response = await admin.client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe('the list', () => {
  let league: League;
  let ids: string[];
  beforeAll(async () => {
    league = await createLeague(server.db);
    const [a, b, c, d] = league.teamIds;
    ids = [
      await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(5, 5, 10) }),
      await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(5, 5, 23, 30), fieldId: null }),
      await createGame(server.db, league, { homeTeamId: a, awayTeamId: c, startsAt: at(5, 12, 10), status: 'final', homeScore: 2, awayScore: 1 }),
    ];
  });
  const list = (query: string) => admin.client.request<AdminSchedulePage>('GET', `/api/admin/schedule?season_id=${league.seasonId}${query}`);

  it('filters by team, field, status and whole days on the league clocks, and pages', async () => {
    const [a, , c] = league.teamIds;
    expect((await list(`&team_id=${a}`)).body.items.map((g) => g.id)).toEqual([ids[0], ids[2]]);
    expect((await list(`&team_id=${c}&status=final`)).body.items.map((g) => g.id)).toEqual([ids[2]]);
    expect((await list(`&field_id=${league.fieldId}`)).body.items.map((g) => g.id)).toEqual([ids[0], ids[2]]);
    // 11:30 PM in Toronto is the next day in UTC; it still belongs to May 5.
    expect((await list('&from=2030-05-05&to=2030-05-05')).body.items.map((g) => g.id)).toEqual([ids[0], ids[1]]);
    const page = await list('&page_size=2&page=2');
    expect(page.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.body.items.map((g) => g.id)).toEqual([ids[2]]);
    const first = (await list('')).body.items[0];
    expect(first).toMatchObject({
      id: ids[0],
      status: 'scheduled',
      field: { id: league.fieldId, name: 'Field 1' },
      referee: null,
      has_events: false,
      sequence: 0,
    });
  });

  it('refuses a malformed filter with its message', async () => {
    const response = await list('&from=2030-02-30');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { issues: [{ path: 'from', message: 'From must be a date (yyyy-mm-dd).' }] } });
  });

  it('exports the filtered games as CSV', async () => {
    const response = await admin.client.api('GET /api/admin/schedule/export.csv', { query: { season_id: league.seasonId, status: 'final' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = response.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,season,division,round,starts_at,status,home_team,away_team,venue,field,referee,home_score,away_score,forfeit_winner');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ids[2]},`);
    expect(lines[1]).toContain(',final,');
  });

  it('offers the referees, fields, teams and the forfeit score', async () => {
    const response = await admin.client.api('GET /api/admin/schedule/options');
    expect(response.body.referees.map((r) => r.id)).toContain(personas.referee.userId);
    expect(response.body.referees.map((r) => r.id)).not.toContain(personas.player.userId);
    expect(response.body.fields.map((f) => f.id)).toContain(league.fieldId);
    expect(response.body.teams.filter((team) => team.season_id === league.seasonId)).toHaveLength(4);
    expect(response.body.forfeit_score).toEqual({ winner: 3, loser: 0 });
  });
});

describe('adding, editing and moving a game', () => {
  it('adds a game, and refuses one that double-books a team with the conflict named', async () => {
    const league = await createLeague(server.db);
    const [a, b, c, d] = league.teamIds;
    const created = await admin.client.api('POST /api/admin/games', {
      body: {
        home_team_id: a,
        away_team_id: b,
        starts_at: at(6, 2, 19).toISOString(),
        field_id: league.fieldId,
        referee_user_id: personas.referee.userId,
        round: 3,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'scheduled', round: 3, referee: { id: personas.referee.userId }, season_id: league.seasonId });
    const refused = await admin.client.api('POST /api/admin/games', { body: { home_team_id: c, away_team_id: a, starts_at: at(6, 2, 20).toISOString() } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/^Team .+ A already plays at 7:00 PM on Sun, Jun 2 \(Field 1, .+\)\.$/);
    expect(refused.error.issues).toEqual([{ path: 'starts_at', message: refused.error.message }]);
    const fieldClash = await admin.client.api('POST /api/admin/games', {
      body: {
        home_team_id: c,
        away_team_id: d,
        starts_at: at(6, 2, 19).toISOString(),
        field_id: league.fieldId,
      },
    });
    expect(fieldClash.status).toBe(409);
    expect(fieldClash.error.issues?.[0]).toMatchObject({ path: 'field_id', message: expect.stringMatching(/^Field 1, .+ is already booked at 7:00 PM/) });
    const stored = await server.db.select().from(games).where(eq(games.seasonId, league.seasonId));
    expect(stored).toHaveLength(1);
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const other = await createLeague(server.db);
    const cases: [unknown, string, string][] = [
      [{ home_team_id: a, away_team_id: a, starts_at: at(6, 9, 10).toISOString() }, 'away_team_id', 'A team cannot play itself: choose two different teams.'],
      [{ home_team_id: a, away_team_id: b, starts_at: 'next sunday' }, 'starts_at', 'Enter the date and time of kick-off.'],
      [
        { home_team_id: a, away_team_id: other.teamIds[0], starts_at: at(6, 9, 10).toISOString() },
        'away_team_id',
        'Both teams must be of the same season and division.',
      ],
      [
        { home_team_id: a, away_team_id: b, starts_at: at(6, 9, 10).toISOString(), referee_user_id: personas.player.userId },
        'referee_user_id',
        'Choose a referee from the list.',
      ],
      [{ home_team_id: a, away_team_id: b, starts_at: at(6, 9, 10).toISOString(), field_id: crypto.randomUUID() }, 'field_id', 'Choose a field from the list.'],
      [{ home_team_id: a, away_team_id: b, starts_at: at(6, 9, 10).toISOString(), round: 0 }, 'round', 'Round must be a whole number from 1 to 99.'],
    ];
    for (const [body, path, message] of cases) {
      const response = await admin.client.sendUnchecked('POST', '/api/admin/games', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.error.issues).toContainEqual({ path, message });
    }
    expect(await server.db.select().from(games).where(eq(games.seasonId, league.seasonId))).toEqual([]);
  });

  it('refuses a move into a slot where a team already plays, then moves it to a free slot: sequence, audit, and each person told once', async () => {
    const league = await createLeague(server.db);
    const [a, b, c, d] = league.teamIds;
    const referee = await createUser(server, { roles: ['referee'] });
    const moving = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(6, 16, 10), refereeUserId: referee.userId });
    const busy = await createGame(server.db, league, { homeTeamId: c, awayTeamId: a, startsAt: at(6, 16, 14), fieldId: null });
    // Players without an account, known by their address: the schedule mail.
    const addresses = [await rosterPlayerWithEmail(a), await rosterPlayerWithEmail(b)];
    await addToRoster(server.db, { teamId: d, playerId: await createPlayer(server.db, { email: uniqueEmail('bystander') }) });
    await createPlayer(server.db, { email: null }).then((playerId) => addToRoster(server.db, { teamId: a, playerId }));
    // Players with an account, and the referee: the notification service.
    const [home, away, bystander] = [await rosterPlayerWithAccount(a), await rosterPlayerWithAccount(b), await rosterPlayerWithAccount(d)];

    const refused = await patch(moving, { starts_at: at(6, 16, 15).toISOString() });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(/^Team .+ A already plays at 2:00 PM on Sun, Jun 16\.$/);
    expect(await gameRow(moving)).toMatchObject({ startsAt: at(6, 16, 10), sequence: 0 });
    expect(await server.outbox({ recipient: addresses[0] })).toEqual([]);
    expect(await notificationsOf(server, home.userId)).toEqual([]);

    const moved = await patch(moving, { starts_at: at(6, 16, 18).toISOString() });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ starts_at: at(6, 16, 18).toISOString(), sequence: 1, status: 'scheduled' });
    for (const to of addresses) {
      const mail = await server.outbox({ recipient: to });
      expect(mail, to).toHaveLength(1);
      expect(mail[0]?.subject).toMatch(/game moved$/);
      expect(mail[0]?.body).toContain('MOVED: Team');
      expect(mail[0]?.body).toContain('6:00 PM on Sun, Jun 16 at Field 1');
      expect(mail[0]?.body).toContain('(was 10:00 AM on Sun, Jun 16)');
    }
    for (const user of [home, away, referee]) {
      const told = await notificationsOf(server, user.userId);
      expect(told, user.email).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'game_changed',
        title: expect.stringMatching(/^Moved: Team .+ A v Team .+ B$/),
        url: `/games/${moving}`,
        eventKey: `game:${moving}:moved:1`,
        batchKey: 'game-changes:2030-06-16',
        urgentUntil: at(6, 16, 10),
        emailSubject: 'Riverside Football Club: game moved',
      });
      expect(told[0]?.body).toMatch(/^6:00 PM on Sun, Jun 16 at Field 1, .+ \(was 10:00 AM on Sun, Jun 16\)$/);
      expect(told[0]?.emailText).toContain(`MOVED: Team`);
      expect(told[0]?.emailText).toContain(`${server.publicUrl}/games/${moving}`);
      // Never also by the schedule mail.
      expect(await server.outbox({ recipient: user.email.toLowerCase() }), user.email).toEqual([]);
    }
    expect(await notificationsOf(server, bystander.userId)).toEqual([]);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, moving), eq(auditLog.action, 'games.updated')))
      .orderBy(desc(auditLog.id));
    expect(audit?.actorUserId).toBe(admin.userId);
    expect(await gameRow(busy)).toMatchObject({ sequence: 0 });
  });

  it('tells the referee taken off a moved game too, and a referee who is also a rostered player once', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const [former, next] = [await createUser(server, { roles: ['referee'] }), await createUser(server, { roles: ['referee'] })];
    // The new referee also plays for team A, on the roster by the same address without the account linked.
    await addToRoster(server.db, { teamId: a, playerId: await createPlayer(server.db, { email: next.email.toLowerCase() }) });
    const gameId = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(7, 7, 10), refereeUserId: former.userId });
    const moved = await patch(gameId, { starts_at: at(7, 7, 12).toISOString(), referee_user_id: next.userId });
    expect(moved.status).toBe(200);
    for (const user of [former, next]) expect(await notificationsOf(server, user.userId, 'game_changed'), user.email).toHaveLength(1);
    expect(await server.outbox({ recipient: next.email.toLowerCase() })).toEqual([]);
  });

  it('tells no one of a change that is refused, or of a referee assigned to an unmoved game', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const referee = await createUser(server, { roles: ['referee'] });
    const player = await rosterPlayerWithAccount(a);
    const gameId = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(7, 14, 10) });
    expect((await patch(gameId, { referee_user_id: referee.userId })).status).toBe(200);
    expect((await setStatus(gameId, { status: 'scheduled' })).status).toBe(409);
    for (const user of [player, referee]) expect(await notificationsOf(server, user.userId)).toEqual([]);
  });

  it('assigns and clears a referee without raising the sequence, and refuses a double-booked referee', async () => {
    const league = await createLeague(server.db);
    const [a, b, c, d] = league.teamIds;
    const referee = await createUser(server, { roles: ['referee'], name: 'Rhea Whistle' });
    const first = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(6, 23, 10), refereeUserId: referee.userId });
    const second = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(6, 23, 11), fieldId: null });
    const clash = await patch(second, { referee_user_id: referee.userId });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.issues).toEqual([
      { path: 'referee_user_id', message: expect.stringMatching(/^Rhea Whistle already referees at 10:00 AM on Sun, Jun 23/) },
    ]);
    expect(await gameRow(second)).toMatchObject({ refereeUserId: null });
    const cleared = await patch(first, { referee_user_id: null });
    expect(cleared.body).toMatchObject({ referee: null, sequence: 0 });
    const assigned = await patch(second, { referee_user_id: referee.userId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ referee: { id: referee.userId, name: 'Rhea Whistle' }, sequence: 0 });
    expect(await server.outbox({ recipient: referee.email.toLowerCase() })).toEqual([]);
  });

  it('changes teams within the season and division only, and raises the sequence', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    const [a, b, c] = league.teamIds;
    const id = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(6, 30, 10) });
    const wrong = await patch(id, { away_team_id: other.teamIds[1] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.issues).toEqual([{ path: 'away_team_id', message: "Choose teams of the game's season and division." }]);
    const nothing = await patch(id, {});
    expect(nothing.status).toBe(422);
    const swapped = await patch(id, { away_team_id: c });
    expect(swapped.body).toMatchObject({ away_team: { id: c }, sequence: 1 });
  });

  it('answers 404 for a game that does not exist', async () => {
    const response = await patch(crypto.randomUUID(), { round: 2 });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe('That game was not found.');
  });
});

describe('postpone, cancel, forfeit, restore and delete', () => {
  it('walks a game through its admin statuses, each raising the sequence', async () => {
    const league = await createLeague(server.db);
    const [a, b] = league.teamIds;
    const address = await rosterPlayerWithEmail(a);
    const id = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(7, 7, 10) });
    expect((await setStatus(id, { status: 'postponed' })).body).toMatchObject({ status: 'postponed', sequence: 1 });
    expect((await setStatus(id, { status: 'postponed' })).body.error?.message).toBe('That game is already postponed.');
    expect((await setStatus(id, { status: 'cancelled' })).body).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await setStatus(id, { status: 'scheduled' })).body).toMatchObject({ status: 'scheduled', sequence: 3 });
    const mails = await server.outbox({ recipient: address });
    expect(mails.map((m) => m.subject?.replace(/^.*: /, '')).sort()).toEqual(['game back on the schedule', 'game cancelled', 'game postponed']);
  });

  it('records a forfeit with the league score for the chosen winner, and refuses a winner not in the game', async () => {
    const league = await createLeague(server.db);
    const [a, b, c] = league.teamIds;
    await server.db
      .insert(siteSettings)
      .values({ settingKey: SETTING_KEYS.forfeitScore, settingValue: '5-0' })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '5-0' } });
    try {
      const id = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(7, 14, 10) });
      const noWinner = await setStatus(id, { status: 'forfeit' });
      expect(noWinner.status).toBe(422);
      expect(noWinner.body.error?.issues).toEqual([{ path: 'forfeit_winner_team_id', message: 'Choose the team that wins by forfeit.' }]);
      const stranger = await setStatus(id, { status: 'forfeit', forfeit_winner_team_id: c });
      expect(stranger.status).toBe(422);
      expect(await gameRow(id)).toMatchObject({ status: 'scheduled', sequence: 0 });
      const forfeit = await setStatus(id, { status: 'forfeit', forfeit_winner_team_id: b });
      expect(forfeit.body).toMatchObject({ status: 'forfeit', home_score: 0, away_score: 5, forfeit_winner_team_id: b, sequence: 1 });
      const restored = await setStatus(id, { status: 'scheduled' });
      expect(restored.body).toMatchObject({ status: 'scheduled', home_score: null, away_score: null, forfeit_winner_team_id: null });
    } finally {
      await server.db.delete(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.forfeitScore));
    }
  });

  it('refuses to restore a game into a slot that is taken now', async () => {
    const league = await createLeague(server.db);
    const [a, b, c] = league.teamIds;
    const id = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(7, 21, 10), status: 'postponed' });
    await createGame(server.db, league, { homeTeamId: a, awayTeamId: c, startsAt: at(7, 21, 10), fieldId: null });
    const response = await setStatus(id, { status: 'scheduled' });
    expect(response.status).toBe(409);
    expect(response.body.error?.message).toMatch(/already plays at 10:00 AM on Sun, Jul 21/);
    expect(await gameRow(id)).toMatchObject({ status: 'postponed' });
  });

  it('reschedules a postponed game when it is given a new time', async () => {
    const league = await createLeague(server.db);
    const id = await createGame(server.db, league, { startsAt: at(7, 28, 10), status: 'postponed' });
    const response = await patch(id, { starts_at: at(8, 4, 10).toISOString() });
    expect(response.body).toMatchObject({ status: 'scheduled', sequence: 1 });
  });

  it('refuses to move a final game', async () => {
    const league = await createLeague(server.db);
    const id = await createGame(server.db, league, { startsAt: at(3, 10, 10), status: 'final', homeScore: 1, awayScore: 0 });
    const response = await patch(id, { starts_at: at(3, 17, 10).toISOString() });
    expect(response.status).toBe(409);
    expect(response.body.error?.message).toBe('Only a scheduled or postponed game can be moved or changed.');
  });

  it('deletes a scheduled game with no events, and refuses one with events', async () => {
    const league = await createLeague(server.db);
    const plain = await createGame(server.db, league, { startsAt: at(8, 11, 10) });
    const withEvents = await createGame(server.db, league, { startsAt: at(8, 18, 10) });
    await server.db.insert(gameEvents).values({ gameId: withEvents, type: 'note', clientKey: 'k1', note: 'Pitch inspected' });
    expect((await admin.client.api('DELETE /api/admin/games/:gameId', { params: { gameId: plain } })).status).toBe(204);
    expect(await gameRow(plain)).toBeUndefined();
    const refused = await admin.client.api('DELETE /api/admin/games/:gameId', { params: { gameId: withEvents } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Only a scheduled game with no recorded events can be deleted; postpone or cancel it instead.');
    expect(await gameRow(withEvents)).toBeDefined();
  });
});

describe('two admins at once', () => {
  it('lets exactly one of two moves into the same free slot win', async () => {
    const league = await createLeague(server.db);
    const [a, b, c, d] = league.teamIds;
    const [field2] = await server.db.insert(fields).values({ venueId: league.venueId, name: 'Field 2' }).returning({ id: fields.id });
    const one = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: at(8, 25, 10) });
    const two = await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: at(8, 25, 10), fieldId: field2?.id ?? null });
    const secondAdmin = await createUser(server, { roles: ['admin'] });
    const slot = { starts_at: at(8, 25, 16).toISOString(), field_id: league.fieldId };
    const answers = await Promise.all([
      admin.client.request('PATCH', `/api/admin/games/${one}`, slot),
      secondAdmin.client.request('PATCH', `/api/admin/games/${two}`, slot),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const inSlot = await server.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, league.seasonId), eq(games.startsAt, at(8, 25, 16))));
    expect(inSlot).toHaveLength(1);
  });
});
