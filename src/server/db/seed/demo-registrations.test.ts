import pino from 'pino';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../auth';
import { getAdminDashboard } from '../../features/dashboard/dashboard.service';
import { createMessenger } from '../../messaging/messenger';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import { players, registrationPeriods, registrations, seasons, teamRosters, teams, users, waiverSignatures, waivers } from '../schema/index';
import { seedDemoLeague } from './demo-league';

const NOW = new Date('2026-10-17T16:00:00Z');

async function seededDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  const { db } = handle;
  const logger = pino({ level: 'silent' });
  const auth = createAuth({
    db,
    messenger: createMessenger({ db, logger }),
    secret: 'x'.repeat(40),
    baseUrl: 'http://localhost:3000',
    trustedOrigins: ['http://localhost:3000'],
    secureCookies: false,
    signInLimitPerMinute: 100,
    leagueName: async () => 'Test',
    logger,
  });
  await seedDemoLeague({ db, auth, now: NOW });
  return handle;
}

/** Each roster place of the active season in roster order, with its registration and signature. */
/** Every registration of the season, with its player's signature of the active waiver. */
async function seasonRegistrations(db: Database, seasonId: string) {
  const [waiver] = await db.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true));
  if (!waiver) throw new Error('no active waiver');
  return db
    .select({ status: registrations.status, paid: registrations.amountPaidCents, signed: waiverSignatures.id })
    .from(registrations)
    .leftJoin(waiverSignatures, and(eq(waiverSignatures.playerId, registrations.playerId), eq(waiverSignatures.waiverId, waiver.id)))
    .where(eq(registrations.seasonId, seasonId));
}

async function rosterRegistrations(db: Database) {
  const [active] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'active'));
  const [waiver] = await db.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true));
  if (!active || !waiver) throw new Error('no active season or waiver');
  const rows = await db
    .select({
      playerId: teamRosters.playerId,
      userId: players.userId,
      team: teams.name,
      jersey: teamRosters.jerseyNumber,
      status: registrations.status,
      fee: registrations.feeCents,
      paid: registrations.amountPaidCents,
      method: registrations.paymentMethod,
      periodFee: registrationPeriods.feeCents,
      signed: waiverSignatures.id,
    })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .leftJoin(registrations, and(eq(registrations.playerId, teamRosters.playerId), eq(registrations.seasonId, active.id)))
    .leftJoin(registrationPeriods, eq(registrationPeriods.id, registrations.registrationPeriodId))
    .leftJoin(waiverSignatures, and(eq(waiverSignatures.playerId, teamRosters.playerId), eq(waiverSignatures.waiverId, waiver.id)))
    .where(eq(teamRosters.seasonId, active.id))
    .orderBy(asc(teams.name), asc(teamRosters.jerseyNumber));
  return { seasonId: active.id, rows };
}

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([seededDatabase(), seededDatabase()]);
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('demo registrations and waiver signatures', () => {
  it('registers every player of the active season: most paid the period fee, a few unpaid, two cancelled', async () => {
    const { rows } = await rosterRegistrations(first.db);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => r.status !== null && r.fee === r.periodFee)).toBe(true);
    const of = (status: string) => rows.filter((r) => r.status === status);
    expect(of('cancelled')).toHaveLength(2);
    expect(of('pending_payment').length).toBeGreaterThanOrEqual(3);
    expect(of('paid').length).toBeGreaterThan(rows.length * 0.85);
    expect(of('paid').every((r) => r.paid === r.periodFee && (r.method === 'stripe' || r.method === 'cash'))).toBe(true);
    expect(new Set(of('paid').map((r) => r.method))).toEqual(new Set(['stripe', 'cash']));
    expect([...of('pending_payment'), ...of('cancelled')].every((r) => r.paid === 0 && r.method === null)).toBe(true);
    // The demo accounts' own players are in good standing.
    expect(rows.filter((r) => r.userId !== null).every((r) => r.status === 'paid' && r.signed !== null)).toBe(true);
  });

  it('leaves a handful of registered players without a signature, which the dashboard counts', async () => {
    const { seasonId, rows: rostered } = await rosterRegistrations(first.db);
    expect(rostered.filter((r) => r.status !== 'cancelled' && r.signed === null).length).toBeGreaterThanOrEqual(3);
    // The dashboard counts every registration of the season, also those of players on no
    // roster yet (the draft's pool, the likely duplicate of player merge).
    const rows = await seasonRegistrations(first.db, seasonId);
    const unsigned = rows.filter((r) => r.status !== 'cancelled' && r.signed === null);
    expect(unsigned.length).toBeLessThanOrEqual(20);
    const [admin] = await first.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, 'admin@demo.league'));
    if (!admin) throw new Error('no demo admin');
    const dashboard = await getAdminDashboard({
      db: first.db,
      actor: { userId: admin.id, email: admin.email, name: 'Admin', roles: ['admin'] },
      query: {},
      now: NOW,
    });
    expect(dashboard.season?.id).toBe(seasonId);
    expect(dashboard).toMatchObject({
      unsigned_waivers: unsigned.length,
      registrations_paid: rows.filter((r) => r.status === 'paid').length,
      registrations_unpaid: rows.filter((r) => r.status === 'pending_payment').length,
      revenue_season_cents: rows.filter((r) => r.status === 'paid').reduce((sum, r) => sum + (r.paid ?? 0), 0),
      live_games: 1,
    });
    expect(dashboard.waitlist_size).toBeGreaterThan(0);
    expect(dashboard.games_this_week).toBeGreaterThan(0);
  });

  it('gives the same statuses, methods and signatures every time', async () => {
    const shape = async (db: Database) => (await rosterRegistrations(db)).rows.map((r) => [r.team, r.jersey, r.status, r.method, r.signed !== null]);
    expect(await shape(second.db)).toEqual(await shape(first.db));
  });
});
