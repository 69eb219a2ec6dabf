import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { createAuth, type Auth } from '../../auth';
import { LIKELY_DUPLICATE_MIN_SCORE, type PersonForMatching, scorePair } from '../../features/player-merge/index';
import { DEMO_DUPLICATE_PAIR_EMAILS } from './demo-merge';
import { createMessenger } from '../../messaging/messenger';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import {
  announcements,
  divisions,
  gameEvents,
  gameLineupPlayers,
  gameLineups,
  substituteRequests,
  gameReports,
  games,
  players,
  discountCodes,
  fields,
  registrationPeriods,
  registrations,
  seasons,
  siteSettings,
  standingsAdjustments,
  teamNotes,
  teamRosters,
  teams,
  userRoles,
  users,
  waitlistEntries,
  waivers,
  teamInvites,
  tradePlayers,
  trades,
  teamChatMessages,
  teamChatStates,
} from '../schema/index';
import { teamInviteState } from '../../../shared/team-invites';
import { readPublicTables } from '../../features/standings/index';
import { checkEligibility, coedShortfalls, isGenderRule, LEAGUE_MINIMUM_AGE } from '../../../shared/eligibility';
import { bindHost } from '../../server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isDatabaseEmpty, seedDemoLeague } from './demo-league';

// A Saturday noon in the league's time zone, in the fourth week of the active season.
const NOW = new Date('2026-10-17T16:00:00Z');
// A Sunday morning while Men's Open games are being played, across the autumn clock change.
const OTHER_NOW = new Date('2026-11-01T15:40:00Z');

interface SeededLeague {
  handle: DatabaseHandle;
  db: Database;
  auth: Auth;
  emptyBefore: boolean;
  demoAccountsBefore: boolean;
  emptyAfter: boolean;
}

async function seedFreshLeague(now: Date): Promise<SeededLeague> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  const { db } = handle;
  const logger = pino({ level: 'silent' });
  const messenger = createMessenger({ db, logger });
  const auth = createAuth({
    db,
    messenger,
    secret: 'x'.repeat(40),
    baseUrl: 'http://localhost:3000',
    trustedOrigins: ['http://localhost:3000'],
    secureCookies: false,
    signInLimitPerMinute: 100,
    leagueName: async () => 'Test',
    logger,
  });
  const emptyBefore = await isDatabaseEmpty(db);
  const demoAccountsBefore = await hasDemoAccounts(db);
  await seedDemoLeague({ db, auth, now });
  return { handle, db, auth, emptyBefore, demoAccountsBefore, emptyAfter: await isDatabaseEmpty(db) };
}

async function activeSeasonId(db: Database): Promise<string> {
  const [active] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'active'));
  if (!active) throw new Error('no active season');
  return active.id;
}

/** Every roster row with the team's season and division and the player's details. */
async function rosterRows(db: Database) {
  return db
    .select({
      teamId: teams.id,
      seasonId: teams.seasonId,
      divisionName: divisions.name,
      role: teamRosters.rosterRole,
      jersey: teamRosters.jerseyNumber,
      gender: players.gender,
      userId: players.userId,
    })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(players, eq(players.id, teamRosters.playerId));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const toPerson = (p: PersonForMatching | undefined): PersonForMatching => {
  if (!p) throw new Error('the demo duplicate pair is missing');
  return p;
};

describe('the demo league', () => {
  let league: SeededLeague;
  let db: Database;

  beforeAll(async () => {
    league = await seedFreshLeague(NOW);
    db = league.db;
  });
  afterAll(async () => {
    await league.handle.close();
  });

  // Seeding time is a benchmark figure (npm run bench), not a timed test.
  it('holds the demo accounts, so the server binds to loopback unless HOST says otherwise (issue 20 item 13)', async () => {
    expect(league.demoAccountsBefore).toBe(false);
    const demo = await hasDemoAccounts(league.db);
    expect(demo).toBe(true);
    expect(bindHost(undefined, demo)).toBe('127.0.0.1');
    expect(bindHost('0.0.0.0', demo)).toBe('0.0.0.0');
    expect(bindHost(undefined, league.demoAccountsBefore)).toBe('0.0.0.0');
  });

  it('is seeded only into an empty database', () => {
    expect(league.emptyBefore).toBe(true);
    expect(league.emptyAfter).toBe(false);
  });

  it('has a completed season before an active one that runs around now, and the next one taking registrations', async () => {
    const rows = await db.select().from(seasons).orderBy(seasons.startDate);
    expect(rows.map((s) => s.status)).toEqual(['completed', 'active', 'registration']);
    const [completed, active, next] = rows;
    if (!completed || !active || !next) throw new Error('three seasons expected');
    expect(active.endDate < next.startDate).toBe(true);
    expect(next.name).not.toBe(active.name);
    const today = '2026-10-17';
    expect(completed.endDate < active.startDate).toBe(true);
    expect(active.startDate < today && today < active.endDate).toBe(true);
    expect(active.name).toBe('Fall 2026');
    expect(completed.name).not.toBe(active.name);
  });

  it('has three divisions with descriptions, closed registration periods for the seasons played, open ones for the next', async () => {
    const rows = await db.select().from(divisions);
    expect(rows.map((d) => d.name).sort()).toEqual(['Coed 30+', 'Coed Open', "Men's Open"]);
    expect(rows.every((d) => d.description.length > 20)).toBe(true);
    const periods = await db
      .select({
        status: registrationPeriods.status,
        seasonStatus: seasons.status,
        feeCents: registrationPeriods.feeCents,
        capacity: registrationPeriods.capacity,
      })
      .from(registrationPeriods)
      .innerJoin(seasons, eq(seasons.id, registrationPeriods.seasonId));
    expect(periods).toHaveLength(9);
    expect(periods.every((p) => p.feeCents > 0 && (p.capacity ?? 0) > 0)).toBe(true);
    expect(periods.filter((p) => p.status === 'OPEN').map((p) => p.seasonStatus)).toEqual(['registration', 'registration', 'registration']);
    expect(periods.filter((p) => p.status === 'CLOSED')).toHaveLength(6);
  });

  it('offers an early-bird discount code for the next season', async () => {
    const [code] = await db.select().from(discountCodes);
    const [next] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'registration'));
    expect(code).toMatchObject({ code: 'EARLYBIRD', kind: 'percent', percentOff: 15, seasonId: next?.id, isActive: true });
  });

  it('gives every active division at least eight teams with colours', async () => {
    const seasonId = await activeSeasonId(db);
    const rows = await db.select().from(teams).where(eq(teams.seasonId, seasonId));
    const byDivision = groupBy(rows, (t) => t.divisionId);
    expect(byDivision.size).toBe(3);
    for (const divisionTeams of byDivision.values()) expect(divisionTeams.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((t) => /^#[0-9a-f]{6}$/i.test(t.primaryColor) && /^#[0-9a-f]{6}$/i.test(t.secondaryColor))).toBe(true);
  });

  it('gives every team a full roster with one captain and distinct jersey numbers', async () => {
    const rows = await rosterRows(db);
    const byTeam = groupBy(rows, (r) => r.teamId);
    expect(byTeam.size).toBe((await db.select().from(teams)).length);
    for (const roster of byTeam.values()) {
      expect(roster.length).toBeGreaterThanOrEqual(10);
      expect(roster.length).toBeLessThanOrEqual(18);
      expect(roster.filter((r) => r.role === 'captain')).toHaveLength(1);
      const jerseys = roster.map((r) => r.jersey);
      expect(new Set(jerseys).size).toBe(roster.length);
      const genders = new Set(roster.map((r) => r.gender));
      expect(genders).toEqual(roster[0]?.divisionName === "Men's Open" ? new Set(['Male']) : new Set(['Male', 'Female']));
    }
    expect(rows.some((r) => r.role === 'co_captain')).toBe(true);
  });

  it('has adult players with the profile fields filled in and no duplicate people but the pair for player merge', async () => {
    const all = await db.select().from(players);
    const pair = all.filter((p) => (DEMO_DUPLICATE_PAIR_EMAILS as readonly (string | null)[]).includes(p.email));
    expect(pair.map((p) => `${p.firstName} ${p.lastName}`).sort()).toEqual(['Bob Smith', 'Robert Smith']);
    expect(scorePair(toPerson(pair[0]), toPerson(pair[1])).score).toBeGreaterThanOrEqual(LIKELY_DUPLICATE_MIN_SCORE);
    const rows = all.filter((p) => !pair.includes(p));
    expect(rows.length).toBeGreaterThan(300);
    for (const p of rows) {
      expect(p.email).toMatch(/@(players\.)?demo\.league$/);
      expect(p.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']).toContain(p.jerseySize);
      expect(p.positions.length).toBeGreaterThan(0);
      expect(p.positions).toContain(p.preferredPosition);
      expect(p.skillLevel).toBeGreaterThanOrEqual(1);
      expect(p.skillLevel).toBeLessThanOrEqual(10);
      expect(p.emergencyContactName?.length).toBeGreaterThan(2);
      const age = (NOW.getTime() - Date.parse(p.dateOfBirth ?? '')) / (365.25 * 86_400_000);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThan(56);
    }
    expect(new Set(rows.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.email)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.phone)).size).toBe(rows.length);
  });

  it('has exactly one live game, kicked off about half an hour ago, with a score and the demo referee', async () => {
    const live = await db.select().from(games).where(eq(games.isLive, true));
    expect(live).toHaveLength(1);
    const [game] = live;
    expect(game?.status).toBe('live');
    expect(NOW.getTime() - (game?.startsAt.getTime() ?? 0)).toBe(30 * 60_000);
    expect(game?.homeScore).not.toBeNull();
    expect(game?.awayScore).not.toBeNull();
    const [referee] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'referee@demo.league'));
    expect(game?.refereeUserId).toBe(referee?.id);
    expect(await db.select().from(games).where(eq(games.status, 'live'))).toHaveLength(1);
  });

  it('has scores for played games only, and a finished completed season', async () => {
    const rows = await db.select().from(games);
    const final = rows.filter((g) => g.status === 'final');
    const scheduled = rows.filter((g) => g.status === 'scheduled');
    expect(final.length).toBeGreaterThan(100);
    expect(scheduled.length).toBeGreaterThan(20);
    expect(final.length + scheduled.length + 1).toBe(rows.length);
    for (const g of final) {
      expect(g.startsAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(g.homeScore).toBeGreaterThanOrEqual(0);
      expect(g.homeScore).toBeLessThanOrEqual(6);
      expect(g.awayScore).toBeGreaterThanOrEqual(0);
      expect(g.awayScore).toBeLessThanOrEqual(6);
    }
    for (const g of scheduled) {
      expect(g.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(g.homeScore).toBeNull();
      expect(g.awayScore).toBeNull();
    }
    const [completed] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'completed'));
    const completedGames = rows.filter((g) => g.seasonId === completed?.id);
    expect(completedGames.length).toBeGreaterThan(0);
    expect(completedGames.every((g) => g.status === 'final')).toBe(true);
    const fieldNames = new Map((await db.select().from(fields)).map((f) => [f.id, f.name]));
    expect(rows.every((g) => g.fieldId !== null && /^Field \d$/.test(fieldNames.get(g.fieldId) ?? ''))).toBe(true);
  });

  it('never has a team play twice in one round, and every team plays every round', async () => {
    const rows = await db.select().from(games);
    const rounds = groupBy(rows, (g) => `${g.seasonId}/${g.divisionId}/${g.round}`);
    const teamRows = await db.select().from(teams);
    for (const roundGames of rounds.values()) {
      const playing = roundGames.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
      expect(new Set(playing).size).toBe(playing.length);
      const first = roundGames[0];
      const divisionTeams = teamRows.filter((t) => t.seasonId === first?.seasonId && t.divisionId === first.divisionId);
      expect(playing.length).toBe(divisionTeams.length);
    }
  });

  it("publishes the active season's tables, with one point deduction, and archives the completed season's", async () => {
    const active = await readPublicTables(db, await activeSeasonId(db), false);
    expect(active.unpublished).toEqual([]);
    expect(active.tables.map((t) => t.source)).toEqual(active.divisions.map(() => 'published'));
    expect(active.tables.every((t) => t.rows.some((r) => r.played > 0))).toBe(true);
    const deductions = await db.select().from(standingsAdjustments);
    expect(deductions).toHaveLength(1);
    expect(deductions[0]).toMatchObject({ points: -1, reason: expect.stringMatching(/\S/) });
    const [completed] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.status, 'completed'));
    const archived = await readPublicTables(db, completed?.id ?? '', true);
    expect(archived.tables.length).toBeGreaterThan(0);
    expect(archived.tables.map((t) => t.source)).toEqual(archived.divisions.map(() => 'final'));
  });

  it('keeps the expired and the scheduled announcement off the home page', async () => {
    const all = await db.select().from(announcements);
    expect(all).toHaveLength(4);
    expect(all.some((a) => a.expiresAt !== null && a.expiresAt <= NOW)).toBe(true);
    expect(all.some((a) => a.publishAt > NOW)).toBe(true);
    // The home page's rule: published, and not expired.
    const visible = await db
      .select()
      .from(announcements)
      .where(and(lte(announcements.publishAt, NOW), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, NOW))));
    expect(visible).toHaveLength(2);
    expect(visible.filter((a) => a.pinned)).toHaveLength(1);
  });

  it('names the league, leaves the waitlist off and auto-publishes standings', async () => {
    const rows = await db.select().from(siteSettings);
    const value = (key: string) => rows.find((r) => r.settingKey === key)?.settingValue;
    expect(value('league_name')).toBe('Riverside Football Club');
    expect(value('waitlist_enabled')).toBe('false');
    // A final result moves /rankings at once (issue 20).
    expect(value('auto_publish_standings')).toBe('true');
    // A registration due says how to pay this league (decision 045).
    expect(value('payment_instructions')).toMatch(/^Pay by Interac e-Transfer to treasurer@/);
  });

  it('has an active League Waiver & Release and people waiting on the waitlist of the active season', async () => {
    const rows = await db.select().from(waivers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, title: 'League Waiver & Release', isActive: true });
    expect(rows[0]?.body).toContain('at least 14 years old');

    const entries = await db.select().from(waitlistEntries);
    const seasonId = await activeSeasonId(db);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.every((e) => e.seasonId === seasonId && e.divisionId !== null && e.waiverId === rows[0]?.id)).toBe(true);
    expect(entries.filter((e) => e.status === 'pending').length).toBeGreaterThanOrEqual(6);
    // Returning players name a real team of last season.
    const returning = entries.filter((e) => !e.isNewPlayer);
    expect(returning.length).toBeGreaterThan(0);
    for (const entry of returning) {
      const [team] = await db
        .select({ seasonId: teams.seasonId, divisionId: teams.divisionId })
        .from(teams)
        .where(eq(teams.id, entry.previousTeamId ?? ''));
      expect(team?.seasonId).not.toBe(seasonId);
      expect(team?.divisionId).toBe(entry.divisionId);
    }
    // Nobody on the waitlist is already a player of the league.
    const playerEmails = new Set((await db.select({ email: players.email }).from(players)).map((p) => p.email));
    expect(entries.filter((e) => playerEmails.has(e.email))).toEqual([]);
  });

  it("gives the demo captain's team two open invite links and an expired one, stored hashed (decision 077)", async () => {
    const rows = await db.select().from(teamInvites);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.teamId)).size).toBe(1);
    expect(rows.map((r) => teamInviteState(r, NOW)).sort()).toEqual(['expired', 'open', 'open']);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("gives the demo captain's team a pending trade whose players are on the teams it expects (decision 082)", async () => {
    const rows = await db.select().from(trades);
    expect(rows.map((r) => r.status)).toEqual(['proposed']);
    const moving = await db
      .select()
      .from(tradePlayers)
      .where(eq(tradePlayers.tradeId, rows[0]?.id ?? ''));
    expect(moving).toHaveLength(2);
    for (const m of moving) {
      const [row] = await db.select().from(teamRosters).where(eq(teamRosters.playerId, m.playerId));
      expect([row?.teamId, row?.rosterRole]).toEqual([m.fromTeamId, 'player']);
    }
  });

  it('gives the divisions eligibility rules that every demo roster place, registration and waitlist entry meets (decision 044)', async () => {
    const rules = await db.select().from(divisions);
    expect(rules.map((d) => [d.name, d.genderRule, d.minAge, d.coedMinMen, d.coedMinWomen]).sort()).toEqual([
      ['Coed 30+', 'coed', 30, 3, 3],
      ['Coed Open', 'coed', 18, 3, 3],
      ["Men's Open", 'mens', 18, null, null],
    ]);
    const seasonStart = new Map((await db.select().from(seasons)).map((s) => [s.id, s.startDate]));
    const divisionRules = new Map(
      rules.map((d) => [d.id, { name: d.name, minAge: d.minAge, genderRule: isGenderRule(d.genderRule) ? d.genderRule : 'open' } as const]),
    );
    const check = (seasonId: string | null, divisionId: string | null, person: { dateOfBirth: string | null; gender: string | null }) => {
      const division = divisionRules.get(divisionId ?? '');
      const start = seasonStart.get(seasonId ?? '');
      if (!division || !start) return 'no season or division';
      const result = checkEligibility(division, start, person);
      return result.eligible ? 'eligible' : result.message;
    };
    const places = await db
      .select({ seasonId: teamRosters.seasonId, divisionId: teamRosters.divisionId, dateOfBirth: players.dateOfBirth, gender: players.gender })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId));
    const registered = await db
      .select({ seasonId: registrations.seasonId, divisionId: registrations.divisionId, dateOfBirth: players.dateOfBirth, gender: players.gender })
      .from(registrations)
      .innerJoin(players, eq(players.id, registrations.playerId));
    const waiting = await db.select().from(waitlistEntries);
    expect(places.length).toBeGreaterThan(100);
    expect(registered.length).toBeGreaterThan(100);
    const outcomes = [...places, ...registered, ...waiting].map((p) => check(p.seasonId, p.divisionId, p));
    expect(outcomes.filter((o) => o !== 'eligible')).toEqual([]);
    // The coed rosters meet their minimum of each.
    const teamRows = await db.select().from(teams);
    for (const team of teamRows) {
      const division = rules.find((d) => d.id === team.divisionId);
      const roster = await db
        .select({ gender: players.gender })
        .from(teamRosters)
        .innerJoin(players, eq(players.id, teamRosters.playerId))
        .where(eq(teamRosters.teamId, team.id));
      const mix = { men: roster.filter((r) => r.gender === 'Male').length, women: roster.filter((r) => r.gender === 'Female').length };
      expect(
        coedShortfalls(
          {
            genderRule: division?.genderRule === 'coed' ? 'coed' : 'open',
            coedMinMen: division?.coedMinMen ?? null,
            coedMinWomen: division?.coedMinWomen ?? null,
          },
          mix,
        ),
      ).toEqual([]);
    }
  });

  it("says the league's minimum age on the rules page as the waiver does", async () => {
    const [rulesText] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'rules_text'));
    expect(rulesText?.settingValue).toContain(`at least ${LEAGUE_MINIMUM_AGE} years old`);
    const [waiver] = await db.select().from(waivers);
    expect(waiver?.body).toContain(`at least ${LEAGUE_MINIMUM_AGE} years old`);
  });

  it('lets each demo account sign in, holding its role', async () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(12);
    for (const account of DEMO_ACCOUNTS) {
      const result = await league.auth.api.signInEmail({ body: { email: account.email, password: account.password } });
      expect(result.user.email).toBe(account.email);
      expect(result.user.name).toMatch(/^\S+ \S+$/);
      const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, result.user.id));
      expect(roles.map((r) => r.role)).toContain(account.role);
      expect(roles.map((r) => r.role)).toContain('player');
    }
  });

  it('links the demo captain to the captain of an active team and the demo player to a regular player', async () => {
    const seasonId = await activeSeasonId(db);
    const accountIds = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => accountIds.find((u) => u.email === email)?.id;
    const active = (await rosterRows(db)).filter((r) => r.seasonId === seasonId);
    const captain = active.find((r) => r.userId !== null && r.userId === idOf('captain@demo.league'));
    expect(captain?.role).toBe('captain');
    const player = active.find((r) => r.userId !== null && r.userId === idOf('player@demo.league'));
    expect(player?.role).toBe('player');
    // The live game is the demo captain's, so the captain's pages have it too.
    const [live] = await db.select().from(games).where(eq(games.isLive, true));
    expect([live?.homeTeamId, live?.awayTeamId]).toContain(captain?.teamId);
  });

  it("gives the demo captain's team a few captains' notes, written by the captain", async () => {
    const [captainAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'captain@demo.league'));
    const seasonId = await activeSeasonId(db);
    const led = (await rosterRows(db)).find((r) => r.seasonId === seasonId && r.userId === captainAccount?.id);
    const notes = await db
      .select()
      .from(teamNotes)
      .where(eq(teamNotes.teamId, led?.teamId ?? ''));
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.every((n) => n.authorUserId === captainAccount?.id && n.body.length > 20)).toBe(true);
  });

  it('gives the demo captain’s and the demo player’s teams a chat over the past week, the captain with unread messages', async () => {
    const accountIds = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => accountIds.find((u) => u.email === email)?.id;
    const seasonId = await activeSeasonId(db);
    const active = (await rosterRows(db)).filter((r) => r.seasonId === seasonId);
    const captainTeam = active.find((r) => r.userId === idOf('captain@demo.league'))?.teamId ?? '';
    const playerTeam = active.find((r) => r.userId === idOf('player@demo.league'))?.teamId ?? '';
    const messages = await db.select().from(teamChatMessages);
    const ofTeam = (teamId: string) => messages.filter((m) => m.teamId === teamId);
    expect(ofTeam(captainTeam).length).toBeGreaterThanOrEqual(10);
    expect(ofTeam(playerTeam).length).toBeGreaterThanOrEqual(5);
    // Several people talk, all on the team's roster; everything is from the past week.
    const teamUsers = new Set(active.filter((r) => r.teamId === captainTeam).map((r) => r.userId));
    const authors = new Set(ofTeam(captainTeam).map((m) => m.authorUserId));
    expect(authors.size).toBeGreaterThanOrEqual(4);
    for (const author of authors) expect(teamUsers.has(author)).toBe(true);
    for (const m of messages) expect(NOW.getTime() - m.createdAt.getTime()).toBeLessThan(7 * 24 * 3600 * 1000);
    const [state] = await db
      .select()
      .from(teamChatStates)
      .where(eq(teamChatStates.userId, idOf('captain@demo.league') ?? ''));
    const unread = ofTeam(captainTeam).filter((m) => m.seq > (state?.lastReadSeq ?? 0) && m.authorUserId !== state?.userId);
    expect(unread.length).toBeGreaterThan(0);
  });

  it("saves a formation for the demo captain's next game and opens a substitute request for it", async () => {
    const [captain] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'captain@demo.league'));
    const [request] = await db
      .select()
      .from(substituteRequests)
      .where(eq(substituteRequests.requestedByUserId, captain?.id ?? ''));
    expect(request?.status).toBe('open');
    const [lineup] = await db
      .select()
      .from(gameLineups)
      .where(eq(gameLineups.gameId, request?.gameId ?? ''));
    expect(lineup?.teamId).toBe(request?.teamId);
    const placed = await db
      .select()
      .from(gameLineupPlayers)
      .where(eq(gameLineupPlayers.gameId, request?.gameId ?? ''));
    expect(placed.filter((p) => p.slot !== null).length).toBeGreaterThanOrEqual(7);
    const [game] = await db
      .select()
      .from(games)
      .where(eq(games.id, request?.gameId ?? ''));
    expect(game?.status).toBe('scheduled');
    expect(game && game.startsAt > NOW).toBe(true);
  });

  it('gives the demo referee past and upcoming games', async () => {
    const [referee] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'referee@demo.league'));
    const assigned = await db
      .select()
      .from(games)
      .where(eq(games.refereeUserId, referee?.id ?? ''));
    expect(assigned.filter((g) => g.status === 'final').length).toBeGreaterThanOrEqual(3);
    expect(assigned.filter((g) => g.status === 'scheduled').length).toBeGreaterThanOrEqual(3);
    const starts = assigned.map((g) => g.startsAt.getTime()).sort((a, b) => a - b);
    // Never two games at once.
    for (const [i, start] of starts.slice(1).entries()) expect(start - (starts[i] ?? 0)).toBeGreaterThanOrEqual(2 * 60 * 60_000);
  });

  it("gives the active season's played games and the live game timelines that add up to their scores", async () => {
    const seasonId = await activeSeasonId(db);
    const seasonGames = await db.select().from(games).where(eq(games.seasonId, seasonId));
    const events = await db.select().from(gameEvents);
    const rosters = await db.select({ teamId: teamRosters.teamId, playerId: teamRosters.playerId }).from(teamRosters);
    const onRoster = new Set(rosters.map((r) => `${r.teamId}/${r.playerId}`));
    const eventsOf = groupBy(events, (e) => e.gameId);
    const played = seasonGames.filter((g) => g.status === 'final' || g.status === 'live');
    expect(played.length).toBeGreaterThan(10);
    for (const game of played) {
      const timeline = eventsOf.get(game.id) ?? [];
      const count = (type: string) => timeline.filter((e) => e.type === type).length;
      expect(count('kick_off')).toBe(1);
      expect(count('full_time')).toBe(game.status === 'final' ? 1 : 0);
      const forTeam = (team: string, other: string) =>
        timeline.filter((e) => (e.type === 'goal' && e.teamId === team) || (e.type === 'own_goal' && e.teamId === other)).length;
      expect(forTeam(game.homeTeamId, game.awayTeamId)).toBe(game.homeScore);
      expect(forTeam(game.awayTeamId, game.homeTeamId)).toBe(game.awayScore);
      for (const e of timeline.filter((x) => x.playerId !== null)) {
        expect(e.teamId === game.homeTeamId || e.teamId === game.awayTeamId).toBe(true);
        expect(onRoster.has(`${e.teamId}/${e.playerId}`)).toBe(true);
        if (e.assistPlayerId) {
          expect(e.assistPlayerId).not.toBe(e.playerId);
          expect(onRoster.has(`${e.teamId}/${e.assistPlayerId}`)).toBe(true);
        }
      }
    }
    const goals = events.filter((e) => e.type === 'goal');
    expect(goals.filter((e) => e.assistPlayerId).length).toBeGreaterThan(goals.length / 3);
    expect(events.filter((e) => e.type === 'yellow_card').length).toBeGreaterThan(played.length / 2);
    const reds = events.filter((e) => e.type === 'red_card').length;
    expect(reds).toBeGreaterThan(0);
    // The latest result has a red card, so the discipline page has a suspension being served.
    const [latestFinal] = seasonGames.filter((g) => g.status === 'final').sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
    expect((eventsOf.get(latestFinal?.id ?? '') ?? []).some((e) => e.type === 'red_card')).toBe(true);
    expect(reds).toBeLessThan(played.length / 5);
    // The last season's results came without timelines, as an import's do.
    expect(events.every((e) => seasonGames.some((g) => g.id === e.gameId))).toBe(true);

    const [live] = seasonGames.filter((g) => g.isLive);
    const liveTimeline = eventsOf.get(live?.id ?? '') ?? [];
    expect((live?.homeScore ?? 0) + (live?.awayScore ?? 0)).toBeGreaterThanOrEqual(1);
    expect(liveTimeline.every((e) => e.createdAt.getTime() <= NOW.getTime() && (e.minute ?? 0) <= 30)).toBe(true);
  });

  it("has the demo referee's reports in but the latest finished game's, which awaits one", async () => {
    const [referee] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'referee@demo.league'));
    const finished = (
      await db
        .select()
        .from(games)
        .where(eq(games.refereeUserId, referee?.id ?? ''))
    )
      .filter((g) => g.status === 'final')
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
    const reported = new Set((await db.select({ gameId: gameReports.gameId }).from(gameReports)).map((r) => r.gameId));
    expect(finished.length).toBeGreaterThanOrEqual(2);
    expect(reported.has(finished[0]?.id ?? '')).toBe(false);
    expect(finished.slice(1).every((g) => reported.has(g.id))).toBe(true);
  });

  describe('seeded at another moment', () => {
    let other: SeededLeague;
    beforeAll(async () => {
      other = await seedFreshLeague(OTHER_NOW);
    });
    afterAll(async () => {
      await other.handle.close();
    });

    it('is the same league, only on other dates', async () => {
      const people = async (d: Database) =>
        (await d.select({ first: players.firstName, last: players.lastName, phone: players.phone }).from(players))
          .map((p) => `${p.first} ${p.last} ${p.phone}`)
          .sort();
      expect(await people(other.db)).toEqual(await people(db));
      const finals = async (d: Database) =>
        (await d.select({ home: games.homeScore, away: games.awayScore }).from(games).where(eq(games.status, 'final'))).length;
      expect(await finals(other.db)).toBeGreaterThan(await finals(db));
    });

    it('still has exactly one live game, and no team busy twice at once', async () => {
      const rows = await other.db.select().from(games);
      expect(rows.filter((g) => g.isLive)).toHaveLength(1);
      expect(rows.filter((g) => g.status === 'live')).toHaveLength(1);
      const byTeam = groupBy(
        rows.flatMap((g) => [g.homeTeamId, g.awayTeamId].map((team) => ({ team, start: g.startsAt.getTime() }))),
        (r) => r.team,
      );
      for (const teamGames of byTeam.values()) {
        const starts = teamGames.map((g) => g.start).sort((a, b) => a - b);
        for (const [i, start] of starts.slice(1).entries()) expect(start - (starts[i] ?? 0)).toBeGreaterThanOrEqual(2 * 60 * 60_000);
      }
    });
  });
});
