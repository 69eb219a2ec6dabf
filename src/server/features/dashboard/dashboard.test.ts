import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { AdminDashboard } from '../../../shared/api/dashboard';
import { SETTING_KEYS } from '../../../shared/settings';
import { divisions, seasons } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { createRegistration, createWaiverVersion, signWaiver } from '../../test/dashboard-factories';
import { createGame, createLeague, createPlayer, createUser, createWaitlistEntry, type CreatedUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { startTestServer, uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';
import { getAdminDashboard } from './dashboard.service';
import type { GameStatus } from '../../../shared/games';
import type { SeasonStatus } from '../../../shared/seasons';

const t = withTestServer({ personas: { adminName: 'Dana Admin' } });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
let adminActor: Actor;
beforeAll(async () => {
  server = t.server;
  personas = t.personas;
  ({ admin } = personas);
  adminActor = { userId: admin.userId, email: admin.email, name: 'Dana Admin', roles: ['player', 'admin'] };
});

async function dashboard(query = '') {
  return admin.client.request<AdminDashboard & ApiErrorBody>('GET', `/api/admin/dashboard${query}`);
}

const forSeason = (league: League) => dashboard(`?season_id=${league.seasonId}`);

describe('GET /api/admin/dashboard: who may see it', () => {
  it('answers 401 to anonymous callers and 403 to players, captains, referees and statisticians', async () => {
    await expectOnlyAdmins(server, personas, [['GET', '/api/admin/dashboard']]);
    expect((await dashboard()).status).toBe(200);
  });
});

describe('GET /api/admin/dashboard: figures', () => {
  it('counts registrations by status, revenue, the waitlist and live games of the chosen season only', async () => {
    const league = await createLeague(server.db);
    const other = await createLeague(server.db);
    const allTimeBefore = (await forSeason(league)).body.revenue_all_time_cents;
    const register = async (status: Parameters<typeof createRegistration>[1]['status'], amountPaidCents?: number, target = league) =>
      createRegistration(server.db, {
        playerId: await createPlayer(server.db, {}),
        seasonId: target.seasonId,
        divisionId: target.divisionId,
        status,
        amountPaidCents,
      });
    await register('paid', 10_000);
    await register('paid', 12_000);
    await register('confirmed', 9_000);
    await register('pending_payment');
    await register('pending_payment');
    await register('cancelled');
    await register('refunded', 5_000);
    // Another season's registrations count only in the all-time revenue.
    await register('paid', 7_000, other);
    await register('pending_payment', undefined, other);

    for (const status of ['pending', 'pending', 'invited', 'declined', 'registered', 'expired'] as const) {
      await createWaitlistEntry(server.db, { seasonId: league.seasonId, divisionId: league.divisionId, status });
    }
    await createWaitlistEntry(server.db, { seasonId: other.seasonId, divisionId: other.divisionId, status: 'pending' });

    const [a, b, c, d] = league.teamIds;
    await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: new Date(), status: 'live', isLive: true });
    await createGame(server.db, league, { homeTeamId: c, awayTeamId: d, startsAt: new Date(Date.now() - 3_600_000), status: 'final' });
    await createGame(server.db, other, { startsAt: new Date(), status: 'live', isLive: true });

    const response = await forSeason(league);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      season: { id: league.seasonId, status: 'active' },
      registrations_paid: 3,
      registrations_unpaid: 2,
      waitlist_size: 3,
      live_games: 1,
      revenue_season_cents: 31_000,
      revenue_all_time_cents: allTimeBefore + 31_000 + 7_000,
    });
    expect((await forSeason(other)).body).toMatchObject({
      registrations_paid: 1,
      registrations_unpaid: 1,
      waitlist_size: 1,
      live_games: 1,
      revenue_season_cents: 7_000,
    });
  });

  it('counts players without a signature of the active waiver; old versions and withdrawn registrations do not count', async () => {
    const league = await createLeague(server.db);
    const old = await createWaiverVersion(server.db, { active: false });
    const active = await createWaiverVersion(server.db, { active: true });
    const [secondDivision] = await server.db
      .insert(divisions)
      .values({ name: `Division ${uniqueId()}` })
      .returning({ id: divisions.id });
    if (!secondDivision) throw new Error('no division');
    const player = async (status: Parameters<typeof createRegistration>[1]['status'], signed: string[] = []) => {
      const playerId = await createPlayer(server.db, {});
      await createRegistration(server.db, { playerId, seasonId: league.seasonId, divisionId: league.divisionId, status });
      for (const waiverId of signed) await signWaiver(server.db, waiverId, playerId);
      return playerId;
    };
    await player('paid', [active.id]);
    await player('paid', [old.id]); // signed only the old version: unsigned
    const twice = await player('confirmed'); // unsigned, registered in two divisions: one player
    await createRegistration(server.db, { playerId: twice, seasonId: league.seasonId, divisionId: secondDivision.id, status: 'paid' });
    await player('pending_payment', [old.id, active.id]);
    await player('pending_payment'); // unsigned
    await player('cancelled');
    await player('refunded');

    const body = (await forSeason(league)).body;
    expect(body.unsigned_waivers).toBe(3);
    expect(body.active_waiver_version).toBe(active.version);
  });

  it('counts the games of the league week, Monday to Sunday on the league clock, not UTC', async () => {
    const league = await createLeague(server.db);
    const game = (iso: string, status: GameStatus = 'scheduled') => createGame(server.db, league, { startsAt: new Date(iso), status });
    await game('2026-10-11T16:00:00Z'); // Sunday noon in Toronto: last week (Monday 1 AM in Tokyo)
    await game('2026-10-12T03:59:00Z'); // Sunday 11:59 PM in Toronto: last week
    await game('2026-10-12T04:00:00Z'); // Monday 12:00 AM in Toronto
    await game('2026-10-15T23:00:00Z', 'cancelled'); // called off: not one of the week's games
    await game('2026-10-19T03:30:00Z'); // Sunday 11:30 PM in Toronto (Monday in UTC)
    await game('2026-10-19T04:00:00Z'); // next Monday
    const figures = (now: string) => getAdminDashboard({ db: server.db, actor: adminActor, query: { season_id: league.seasonId }, now: new Date(now) });

    await setSetting(server.db, SETTING_KEYS.timeZone, 'America/Toronto');
    expect(await figures('2026-10-14T16:00:00Z')).toMatchObject({
      games_this_week: 2,
      week_start: '2026-10-12T04:00:00.000Z',
      week_end: '2026-10-19T04:00:00.000Z',
    });
    // Monday 12:30 AM in Toronto is already the next week.
    expect((await figures('2026-10-19T04:30:00Z')).games_this_week).toBe(1);

    // The league's zone comes from the settings: in Tokyo the week ends on Oct 18, 15:00 UTC.
    await setSetting(server.db, SETTING_KEYS.timeZone, 'Asia/Tokyo');
    try {
      expect(await figures('2026-10-14T16:00:00Z')).toMatchObject({ games_this_week: 3, week_start: '2026-10-11T15:00:00.000Z' });
    } finally {
      await setSetting(server.db, SETTING_KEYS.timeZone, 'America/Toronto');
    }
  });

  it('keeps the week on local midnights across the autumn clock change', async () => {
    const league = await createLeague(server.db);
    await createGame(server.db, league, { startsAt: new Date('2026-11-02T04:30:00Z') }); // Sunday Nov 1, 11:30 PM EST
    const body = await getAdminDashboard({ db: server.db, actor: adminActor, query: { season_id: league.seasonId }, now: new Date('2026-10-30T12:00:00Z') });
    expect(body).toMatchObject({ games_this_week: 1, week_start: '2026-10-26T04:00:00.000Z', week_end: '2026-11-02T05:00:00.000Z' });
  });

  it('refuses a malformed season id with 422 and an unknown one with 404', async () => {
    const bad = await dashboard('?season_id=42');
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'season_id', message: 'Season must be a season id.' }] });
    expect((await dashboard('?season_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/admin/dashboard: the current season', () => {
  it('is the active season, else the one taking registrations, else the newest', async () => {
    const own = await startTestServer();
    try {
      const ownAdmin = await createUser(own, { roles: ['admin'] });
      const current = async () => (await ownAdmin.client.api('GET /api/admin/dashboard')).body;
      expect(await current()).toMatchObject({ season: null, seasons: [], registrations_paid: 0, games_this_week: 0 });

      const season = async (name: string, startDate: string, status: SeasonStatus) => {
        const [row] = await own.db.insert(seasons).values({ name, startDate, endDate: '2031-12-31', status }).returning({ id: seasons.id });
        if (!row) throw new Error('no season');
        return row.id;
      };
      const upcoming = await season('Upcoming', '2031-06-01', 'upcoming');
      const registration = await season('Registration', '2031-03-01', 'registration');
      const active = await season('Active', '2031-01-01', 'active');
      await season('Completed', '2030-01-01', 'completed');

      const all = await current();
      expect(all.season?.id).toBe(active);
      expect(all.seasons.map((s) => s.name)).toEqual(['Upcoming', 'Registration', 'Active', 'Completed']);
      await own.db.update(seasons).set({ status: 'completed' }).where(eq(seasons.id, active));
      expect((await current()).season?.id).toBe(registration);
      await own.db.update(seasons).set({ status: 'completed' }).where(eq(seasons.id, registration));
      expect((await current()).season?.id).toBe(upcoming);
    } finally {
      await own.close();
    }
  }, 90_000); // starts a server of its own (a new database, every migration)
});

describe('GET /api/admin/dashboard: recent activity', () => {
  it('shows an admin change at once, with who made it and the values before and after', async () => {
    const before = (await admin.client.api('GET /api/admin/settings')).body.waitlist_enabled;
    expect((await admin.client.api('PUT /api/admin/settings', { body: { waitlist_enabled: !before } })).status).toBe(200);
    const [newest] = (await dashboard()).body.recent_activity;
    expect(newest).toMatchObject({
      actor_user_id: admin.userId,
      actor_name: 'Dana Admin',
      action: 'settings.updated',
      entity_type: 'site_settings',
      entity_id: null,
      before: { waitlist_enabled: before },
      after: { waitlist_enabled: !before },
    });
    expect(Date.now() - Date.parse(newest?.created_at ?? '')).toBeLessThan(60_000);
    await admin.client.api('PUT /api/admin/settings', { body: { waitlist_enabled: before } });
  });

  it('lists the newest 20, newest first', async () => {
    for (let i = 0; i < 22; i++) await admin.client.api('PUT /api/admin/settings', { body: { waitlist_enabled: i % 2 === 0 } });
    const activity = (await dashboard()).body.recent_activity;
    expect(activity).toHaveLength(20);
    const ids = activity.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    // The last change made (i = 21: false) is first.
    expect(activity[0]?.after).toMatchObject({ waitlist_enabled: false });
  });
});
