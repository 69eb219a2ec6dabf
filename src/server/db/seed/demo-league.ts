import { seedDemoChats } from './demo-chat';
import { seedDemoCheckIns } from './demo-check-ins';
import { seedDemoDrafts } from './demo-drafts';
import { seedDemoLineups } from './demo-lineups';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Auth } from '../../auth';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { selectRows, type Database, type Transaction } from '../client';
import {
  announcements,
  discountCodes,
  divisions,
  gameEvents,
  gameReports,
  games,
  players,
  registrationPeriods,
  seasons,
  siteSettings,
  teamRosters,
  teams,
  userRoles,
  users,
  fields,
  venues,
  waitlistEntries,
  waivers,
} from '../schema/index';
import { DEFAULT_WAIVER_BODY, DEFAULT_WAIVER_TITLE } from '../../features/waivers/default-waiver';
import { seedDemoStandings } from './demo-standings';
import { seedDemoCaptainNotes } from './demo-captain';
import { seedDemoInvites } from './demo-invites';
import { seedDemoDuplicatePair } from './demo-merge';
import { seedDemoTrades } from './demo-trades';
import { demoGameDay, type NewGameEvent, type NewGameReport } from './demo-game-events';
import { seedDemoRegistrations } from './demo-registrations';
import { demoWaitlistEntries } from './demo-waitlist';
import { demoRulesSettings } from './demo-rules';
import {
  AREA_CODES,
  DEMO_PEOPLE,
  DIVISIONS,
  NAME_GROUPS,
  POSITIONS,
  VENUES,
  demoAnnouncements,
  type DemoPerson,
  type DivisionSeed,
  type NameGroup,
  type DemoPosition,
  type TeamSeed,
  emailPart,
} from './demo-names';
import { JERSEY_SIZES, type JerseySize } from '../../../shared/waitlist';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Demo only: printed at start-up and written in the README. */
export const DEMO_PASSWORD = 'demo-league-pass';

const DEMO_ROLES = ['admin', 'captain', 'referee', 'statistician', 'player'] as const;
type DemoRole = (typeof DEMO_ROLES)[number];

function demoEmail(role: DemoRole): string {
  return `${role}@demo.league`;
}

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_ROLES.map((role) => ({ role, email: demoEmail(role), password: DEMO_PASSWORD }));

/** Whether any demo account exists (their password is public: the server then binds to loopback unless told). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ empty: boolean }>(db, sql`select not exists (select 1 from users) and not exists (select 1 from seasons) as empty`);
  return Boolean(row?.empty);
}

/**
 * A league with a finished season and one in progress around `now`: teams with full rosters,
 * results, one live game, upcoming fixtures and notices, plus one account per role. The same
 * fixed random seed gives the same league every time; only the dates follow `now`.
 */
export async function seedDemoLeague({ db, auth, now }: { db: Database; auth: Auth; now: Date }): Promise<DemoAccount[]> {
  // Better Auth's sign-up takes no transaction handle: the accounts are made first, outside it.
  const userIds = await createDemoAccounts(db, auth);
  const plan = buildDemoLeague(now, userIds);
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan);
    await seedDemoLineups(tx, { captainUserId: userIds.captain, now });
    await seedDemoStandings(tx, { seasons: plan.seasons, teams: plan.teams, adminId: userIds.admin, now });
    await seedDemoCaptainNotes(tx, { captainUserId: userIds.captain, now });
    await seedDemoInvites(tx, { captainUserId: userIds.captain, now });
    await seedDemoTrades(tx, { captainUserId: userIds.captain, now });
    await seedDemoChats(tx, { captainUserId: userIds.captain, playerUserId: userIds.player, now });
    await seedDemoDuplicatePair(tx);
    await seedDemoCheckIns(tx, { refereeUserId: userIds.referee });
    await seedDemoDrafts(tx, { captainUserId: userIds.captain, adminUserId: userIds.admin, now });
  });
  return DEMO_ACCOUNTS;
}

async function createDemoAccounts(db: Database, auth: Auth): Promise<Record<DemoRole, string>> {
  // Side by side: most of the time goes to hashing the passwords, which runs off the main thread.
  const created = new Map<DemoRole, string>(
    await Promise.all(
      DEMO_ROLES.map(async (role): Promise<[DemoRole, string]> => {
        const person = DEMO_PEOPLE[role];
        const result = await auth.api.signUpEmail({
          body: { email: demoEmail(role), password: DEMO_PASSWORD, name: `${person.firstName} ${person.lastName}` },
        });
        return [role, result.user.id];
      }),
    ),
  );
  const idOf = (role: DemoRole) => {
    const id = created.get(role);
    if (!id) throw new Error(`the demo ${role} account was not created`);
    return id;
  };
  // The sign-up hook already made everyone a player; the others need their own role too.
  const staff = DEMO_ROLES.filter((role) => role !== 'player').map((role) => ({ userId: idOf(role), role }));
  await db.insert(userRoles).values(staff).onConflictDoNothing();
  return { admin: idOf('admin'), captain: idOf('captain'), referee: idOf('referee'), statistician: idOf('statistician'), player: idOf('player') };
}

// ---------------------------------------------------------------------------------------
// The plan: every row of the league, built in memory first so the inserts are a few bulk
// statements.

type NewVenue = typeof venues.$inferInsert & { id: string };
type NewField = typeof fields.$inferInsert & { id: string; venueId: string };
type NewDivision = typeof divisions.$inferInsert & { id: string };
type NewSeason = typeof seasons.$inferInsert & { id: string };
type NewTeam = typeof teams.$inferInsert;
type NewPlayer = typeof players.$inferInsert;
type NewRoster = typeof teamRosters.$inferInsert;
type NewGame = typeof games.$inferInsert & { id: string; startsAt: Date; homeTeamId: string; awayTeamId: string };

interface DemoLeaguePlan {
  venues: NewVenue[];
  fields: NewField[];
  divisions: NewDivision[];
  seasons: NewSeason[];
  teams: NewTeam[];
  players: NewPlayer[];
  rosters: NewRoster[];
  games: NewGame[];
  gameEvents: NewGameEvent[];
  gameReports: NewGameReport[];
  registrationPeriods: (typeof registrationPeriods.$inferInsert)[];
  discountCodes: (typeof discountCodes.$inferInsert)[];
  announcements: (typeof announcements.$inferInsert)[];
  settings: (typeof siteSettings.$inferInsert)[];
  waiver: typeof waivers.$inferInsert & { id: string };
  waitlist: (typeof waitlistEntries.$inferInsert)[];
}

/** Any fixed number: the same seed makes the same people, rosters and scores every time. */
const RANDOM_SEED = 20_260_901;
/** Kick-offs are evenings and Sundays in the league's zone, which the settings store. */
const LEAGUE_TIME_ZONE = DEFAULT_TIME_ZONE;
/** How the demo league is paid without card payment (decision 045): what a Canadian club's treasurer writes. */
export const DEMO_PAYMENT_INSTRUCTIONS = [
  'Pay by Interac e-Transfer to treasurer@riversidefc.example (auto-deposit is on, no security question needed). Put your registration id in the message.',
  'Or pay cash, or a cheque payable to Riverside Football Club, to the treasurer at the field before any Sunday game.',
].join('\n');
/** Weeks between the completed season's first Monday and the active season's. */
const WEEKS_BETWEEN_SEASONS = 16;
/** The active season started this many weeks before the current week. */
const ACTIVE_WEEKS_PLAYED = 4;
/** Weeks from the active season's last game week to the next season's first Monday. */
const WEEKS_BEFORE_NEXT_SEASON = 3;
/** The next season's registration opened this many days ago (the demo's /register has places). */
const NEXT_REGISTRATION_OPENED_DAYS_AGO = 5;
/** The first teams of each division's list also played last season. */
const RETURNING_TEAMS = 6;
const LIVE_GAME_MINUTES_AGO = 30;
/** A team or referee has no other game this close to the live one. */
const GAME_GAP_MS = 3 * 60 * 60 * 1000;

/** Where the demo captain and demo player play, so both see a real team when they sign in. */
const DEMO_ROSTER_PLACES: readonly { role: 'captain' | 'player'; division: string; team: number; slot: number }[] = [
  { role: 'captain', division: "Men's Open", team: 0, slot: 0 }, // slot 0 is the team's captain
  { role: 'player', division: 'Coed Open', team: 0, slot: 6 }, // past the co-captain slots: a regular player
];
/** Sundays and Thursdays: the demo referee is never due at two games at once. */
const REFEREE_DIVISIONS: readonly string[] = ["Men's Open", 'Coed 30+'];

function buildDemoLeague(now: Date, userIds: Record<DemoRole, string>): DemoLeaguePlan {
  const rng = createRandom(RANDOM_SEED);
  const today = localDay(now, LEAGUE_TIME_ZONE);
  const activeMonday = mondayOf(today) - ACTIVE_WEEKS_PLAYED * 7;
  const completedMonday = activeMonday - WEEKS_BETWEEN_SEASONS * 7;
  const people = createPeople(rng, today, userIds);

  const venueRows = VENUES.map((v): NewVenue & { key: string } => ({ id: randomUUID(), key: v.key, name: v.name, address: v.address }));
  const divisionRows = DIVISIONS.map((seed): NewDivision & { seed: DivisionSeed } => ({
    id: randomUUID(),
    name: seed.name,
    description: seed.description,
    minAge: seed.minAge,
    genderRule: seed.genderRule,
    coedMinMen: seed.coedMinEach,
    coedMinWomen: seed.coedMinEach,
    seed,
  }));
  const completed = seasonRow(completedMonday, maxRounds(DIVISIONS.map((d) => RETURNING_TEAMS + d.foldedTeams.length)), 'completed');
  const activeRounds = maxRounds(DIVISIONS.map((d) => d.teams.length));
  const active = seasonRow(activeMonday, activeRounds, 'active');
  // Registration for the next season is open while the active one plays (/register, returning players).
  const next = seasonRow(activeMonday + (activeRounds + WEEKS_BEFORE_NEXT_SEASON) * 7, activeRounds, 'registration');

  // Each venue's fields are the ones its divisions play on ("Field 1", "Field 2").
  const fieldRows: NewField[] = [];
  const fieldIdOf = (venueId: string, name: string): string => {
    const known = fieldRows.find((f) => f.venueId === venueId && f.name === name);
    if (known) return known.id;
    const field = { id: randomUUID(), venueId, name };
    fieldRows.push(field);
    return field.id;
  };

  const teamPlans: TeamPlan[] = [];
  const gamePlans: GamePlan[] = [];
  for (const { id: divisionId, seed: division } of divisionRows) {
    const venue = venueRows.find((v) => v.key === division.venue);
    if (!venue) throw new Error(`${division.name} plays at an unknown venue`);
    const context: DivisionContext = { rng, people, division, divisionId, fieldIdOf: (name) => fieldIdOf(venue.id, name), now };
    const activeTeams = buildActiveTeams(context, active.id);
    const completedTeams = buildCompletedTeams(context, completed.id, activeTeams);
    teamPlans.push(...activeTeams, ...completedTeams);
    gamePlans.push(...scheduleDivision(context, { seasonId: active.id, firstMonday: activeMonday, completed: false }, activeTeams));
    gamePlans.push(...scheduleDivision(context, { seasonId: completed.id, firstMonday: completedMonday, completed: true }, completedTeams));
  }

  const captainTeam = teamPlans.find((t) => t.seasonId === active.id && t.members.some((m) => m.player.userId === userIds.captain));
  if (!captainTeam) throw new Error('the demo captain has no team');
  const live = startLiveGame(gamePlans, captainTeam.id, now);
  const refereeDivisionIds = divisionRows.filter((d) => REFEREE_DIVISIONS.includes(d.name)).map((d) => d.id);
  assignReferee(gamePlans, live, active.id, refereeDivisionIds, userIds.referee);
  // The active season's timelines, drawn from a generator of their own: the rest of the league
  // (people, rosters, scores) stays what the main seed makes it.
  const rosterSeeds = new Map(
    teamPlans.map((t) => [t.id, t.members.map((m) => ({ id: m.player.id, goalkeeper: m.player.goalkeeper, skill: m.player.skill }))]),
  );
  const gameDay = demoGameDay({
    rng: createRandom(RANDOM_SEED + 13),
    games: gamePlans
      .filter((g) => g.row.seasonId === active.id)
      .map(({ row }) => ({
        id: row.id,
        homeTeamId: row.homeTeamId,
        awayTeamId: row.awayTeamId,
        startsAt: row.startsAt,
        status: row.status ?? 'scheduled',
        homeScore: row.homeScore ?? null,
        awayScore: row.awayScore ?? null,
        refereeUserId: row.refereeUserId ?? null,
      })),
    rosterOf: (teamId) => rosterSeeds.get(teamId) ?? [],
    now,
    refereeUserId: userIds.referee,
  });

  // The same version 1 a production install gets at start-up, here signed off by the demo admin.
  const waiver = {
    id: randomUUID(),
    version: 1,
    title: DEFAULT_WAIVER_TITLE,
    body: DEFAULT_WAIVER_BODY,
    isActive: true,
    activatedAt: new Date(completedMonday * DAY_MS - 90 * DAY_MS),
    createdBy: userIds.admin,
  };
  const waitlist = demoWaitlistEntries({
    now,
    seasonId: active.id,
    divisionIdOf: (name) => divisionRows.find((d) => d.name === name)?.id,
    previousTeamIdOf: (name) => teamPlans.find((t) => t.seasonId === completed.id && t.seed.name === name)?.id,
    waiverId: waiver.id,
  });

  return {
    venues: venueRows.map(({ key: _key, ...row }) => row),
    fields: fieldRows,
    divisions: divisionRows.map(({ seed: _seed, ...row }) => row),
    seasons: [completed, active, next],
    teams: teamPlans.map(teamRow),
    players: people.rows,
    rosters: teamPlans.flatMap((t) => rosterRows(t, t.seasonId === active.id ? activeMonday : completedMonday)),
    games: gamePlans.map((g) => g.row),
    gameEvents: gameDay.events,
    gameReports: gameDay.reports,
    registrationPeriods: [
      ...[completed, active].flatMap((season) => divisionRows.map((division) => registrationRow(season, division.id, division.seed.feeCents))),
      ...divisionRows.map((division) => openRegistrationRow(next, division.id, division.seed.feeCents, now)),
    ],
    discountCodes: [earlyBirdCode(next, now, userIds.admin)],
    announcements: demoAnnouncements(active.name).map((a) => ({
      title: a.title,
      body: a.body,
      pinned: a.pinned,
      publishAt: daysFrom(now, a.publishInDays),
      expiresAt: a.expiresInDays === null ? null : daysFrom(now, a.expiresInDays),
      createdBy: userIds.admin,
    })),
    settings: [
      { settingKey: SETTING_KEYS.leagueName, settingValue: DEFAULT_LEAGUE_NAME },
      { settingKey: SETTING_KEYS.waitlistEnabled, settingValue: 'false' },
      { settingKey: SETTING_KEYS.timeZone, settingValue: LEAGUE_TIME_ZONE },
      { settingKey: SETTING_KEYS.paymentInstructions, settingValue: DEMO_PAYMENT_INSTRUCTIONS },
      // Stored, not left to the default: a demo's final whistle moves /rankings (issue 20, decision 060).
      { settingKey: SETTING_KEYS.autoPublishStandings, settingValue: 'true' },
      ...demoRulesSettings(),
    ],
    waiver,
    waitlist,
  };
}

async function insertPlan(tx: Transaction, plan: DemoLeaguePlan): Promise<void> {
  await tx.insert(venues).values(plan.venues);
  await tx.insert(fields).values(plan.fields);
  await tx.insert(divisions).values(plan.divisions);
  await tx.insert(seasons).values(plan.seasons);
  await tx.insert(teams).values(plan.teams);
  // Chunks keep each statement well under PostgreSQL's limit of 65,535 parameters.
  for (const part of chunks(plan.players, 1000)) await tx.insert(players).values(part);
  for (const part of chunks(plan.rosters, 1000)) await tx.insert(teamRosters).values(part);
  for (const part of chunks(plan.games, 1000)) await tx.insert(games).values(part);
  for (const part of chunks(plan.gameEvents, 1000)) await tx.insert(gameEvents).values(part);
  if (plan.gameReports.length > 0) await tx.insert(gameReports).values(plan.gameReports);
  await tx.insert(registrationPeriods).values(plan.registrationPeriods);
  await tx.insert(discountCodes).values(plan.discountCodes);
  await tx.insert(announcements).values(plan.announcements);
  // Settings an operator already chose win over the demo's.
  await tx.insert(siteSettings).values(plan.settings).onConflictDoNothing();
  // A waiver already there (a start-up before the seed) stays, and the entries point at it.
  const [waiver] = await tx.insert(waivers).values(plan.waiver).onConflictDoNothing().returning({ id: waivers.id });
  const waiverId = waiver?.id ?? null;
  await tx.insert(waitlistEntries).values(plan.waitlist.map((entry) => ({ ...entry, waiverId })));
  const activeSeason = plan.seasons.find((season) => season.status === 'active');
  if (activeSeason) await seedDemoRegistrations(tx, { seasonId: activeSeason.id, waiverId });
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

// ---------------------------------------------------------------------------------------
// Seasons and registration

function maxRounds(teamCounts: number[]): number {
  return Math.max(...teamCounts) - 1;
}

function seasonRow(firstMonday: number, rounds: number, status: 'active' | 'completed' | 'registration'): NewSeason {
  return {
    id: randomUUID(),
    name: seasonName(firstMonday),
    startDate: isoDate(firstMonday),
    endDate: isoDate(firstMonday + rounds * 7 - 1),
    status,
  };
}

/** "Fall 2026" from the first day; a season starting in December belongs to the next year. */
function seasonName(day: number): string {
  const date = new Date(day * DAY_MS);
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear() + (month === 11 ? 1 : 0);
  const names = ['Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer', 'Summer', 'Summer', 'Fall', 'Fall', 'Fall', 'Winter'];
  return `${names[month] ?? 'Season'} ${year}`;
}

function registrationRow(season: NewSeason, divisionId: string, feeCents: number): typeof registrationPeriods.$inferInsert {
  const firstDay = Date.parse(`${season.startDate}T00:00:00Z`) / DAY_MS;
  const opensAt = zonedInstant(firstDay - 70, 9 * 60, LEAGUE_TIME_ZONE);
  return {
    seasonId: season.id,
    divisionId,
    status: 'CLOSED',
    opensAt,
    closesAt: zonedInstant(firstDay - 7, 23 * 60 + 59, LEAGUE_TIME_ZONE),
    capacity: 160,
    feeCents,
    // The admin made the period a week before it opened.
    createdAt: new Date(opensAt.getTime() - 7 * DAY_MS),
  };
}

/** The next season's period: OPEN since a few days ago, until a week before it starts. */
function openRegistrationRow(season: NewSeason, divisionId: string, feeCents: number, now: Date): typeof registrationPeriods.$inferInsert {
  const firstDay = Date.parse(`${season.startDate}T00:00:00Z`) / DAY_MS;
  const opensAt = new Date(now.getTime() - NEXT_REGISTRATION_OPENED_DAYS_AGO * DAY_MS);
  return {
    seasonId: season.id,
    divisionId,
    status: 'OPEN',
    opensAt,
    closesAt: zonedInstant(firstDay - 7, 23 * 60 + 59, LEAGUE_TIME_ZONE),
    capacity: 160,
    feeCents,
    createdAt: new Date(opensAt.getTime() - DAY_MS),
  };
}

/** 15 % off the next season, for the first 100 who register up to two weeks before it starts. */
function earlyBirdCode(season: NewSeason, now: Date, adminId: string): typeof discountCodes.$inferInsert {
  const firstDay = Date.parse(`${season.startDate}T00:00:00Z`) / DAY_MS;
  return {
    code: 'EARLYBIRD',
    description: `Early-bird: 15% off ${season.name} until two weeks before it starts`,
    kind: 'percent',
    percentOff: 15,
    seasonId: season.id,
    validFrom: new Date(now.getTime() - NEXT_REGISTRATION_OPENED_DAYS_AGO * DAY_MS),
    validUntil: zonedInstant(firstDay - 14, 23 * 60 + 59, LEAGUE_TIME_ZONE),
    maxUses: 100,
    createdBy: adminId,
  };
}

// ---------------------------------------------------------------------------------------
// Teams and rosters

type Gender = DemoPerson['gender'];
type RosterRole = 'player' | 'captain' | 'co_captain';

interface PlayerDraft {
  id: string;
  gender: Gender;
  skill: number;
  goalkeeper: boolean;
  userId: string | null;
}

interface Member {
  player: PlayerDraft;
  jersey: number;
  role: RosterRole;
}

interface TeamPlan {
  id: string;
  seasonId: string;
  divisionId: string;
  seed: TeamSeed;
  members: Member[];
}

interface DivisionContext {
  rng: Random;
  people: People;
  division: DivisionSeed;
  divisionId: string;
  /** The id of the division's venue's field of that name. */
  fieldIdOf: (name: string) => string;
  now: Date;
}

function teamRow(team: TeamPlan): NewTeam {
  return {
    id: team.id,
    seasonId: team.seasonId,
    divisionId: team.divisionId,
    name: team.seed.name,
    primaryColor: team.seed.primaryColor,
    secondaryColor: team.seed.secondaryColor,
  };
}

function rosterRows(team: TeamPlan, firstMonday: number): NewRoster[] {
  // Rosters were settled at the draft, two weeks before the first game.
  const joinedAt = zonedInstant(firstMonday - 14, 19 * 60, LEAGUE_TIME_ZONE);
  return team.members.map((m) => ({
    teamId: team.id,
    playerId: m.player.id,
    seasonId: team.seasonId,
    divisionId: team.divisionId,
    jerseyNumber: m.jersey,
    rosterRole: m.role,
    joinedAt,
  }));
}

function buildActiveTeams(context: DivisionContext, seasonId: string): TeamPlan[] {
  return context.division.teams.map((seed, teamIndex) => ({
    id: randomUUID(),
    seasonId,
    divisionId: context.divisionId,
    seed,
    members: activeRoster(context, teamIndex),
  }));
}

/** Last season: the returning teams with most of today's players, plus two folded teams. */
function buildCompletedTeams(context: DivisionContext, seasonId: string, activeTeams: TeamPlan[]): TeamPlan[] {
  const returning = activeTeams.slice(0, RETURNING_TEAMS).map((team) => ({
    id: randomUUID(),
    seasonId,
    divisionId: context.divisionId,
    seed: team.seed,
    members: returningRoster(context, team.members),
  }));
  // Players of this season's new teams came from the teams that folded.
  const movers = context.rng.shuffle(activeTeams.slice(RETURNING_TEAMS).flatMap((t) => t.members.map((m) => m.player)));
  const folded = context.division.foldedTeams.map((seed) => {
    const count = context.rng.int(5, 7);
    return { id: randomUUID(), seasonId, divisionId: context.divisionId, seed, members: foldedRoster(context, movers.splice(0, count)) };
  });
  return [...returning, ...folded];
}

function activeRoster(context: DivisionContext, teamIndex: number): Member[] {
  const { rng, people, division } = context;
  const size = rng.int(12, 16);
  const fixed = DEMO_ROSTER_PLACES.find((p) => p.division === division.name && p.team === teamIndex);
  const genders = rosterGenders(rng, size, division.womenShare);
  if (fixed) placeGender(genders, fixed.slot, DEMO_PEOPLE[fixed.role].gender);
  const goalkeeperSlots = new Set([1, size - 1]);
  const drafts = genders.map((gender, slot) =>
    people.create({
      gender,
      minAge: division.minAge,
      maxAge: division.maxAge,
      goalkeeper: goalkeeperSlots.has(slot),
      demoRole: fixed?.slot === slot ? fixed.role : undefined,
    }),
  );
  const coCaptains = new Set(rng.shuffle([2, 3, 4, 5]).slice(0, rng.int(1, 2)));
  const jersey = jerseyDispenser(rng, new Set());
  return drafts.map((player, slot) => ({
    player,
    jersey: jersey(player.goalkeeper ? 1 : undefined),
    role: slot === 0 ? 'captain' : coCaptains.has(slot) ? 'co_captain' : 'player',
  }));
}

/** Most of a team came back; the last few on today's roster are this season's signings. */
function returningRoster(context: DivisionContext, activeMembers: Member[]): Member[] {
  const { rng } = context;
  const veterans = activeMembers.slice(0, activeMembers.length - rng.int(2, 4));
  const jersey = jerseyDispenser(rng, new Set(veterans.map((m) => m.jersey)));
  const alumniCount = Math.max(1, rng.int(12, 15) - veterans.length);
  const alumni = Array.from(
    { length: alumniCount },
    (): Member => ({
      player: createAlumnus(context, false),
      jersey: jersey(),
      role: 'player',
    }),
  );
  return [...veterans.map((m) => ({ ...m })), ...alumni];
}

function foldedRoster(context: DivisionContext, movers: PlayerDraft[]): Member[] {
  const { rng } = context;
  const needsKeeper = !movers.some((p) => p.goalkeeper);
  const alumni = Array.from({ length: rng.int(12, 15) - movers.length }, (_, i) => createAlumnus(context, needsKeeper && i === 0));
  const roster = [...movers, ...alumni];
  const coCaptain = rng.int(1, roster.length - 1);
  const jersey = jerseyDispenser(rng, new Set());
  return roster.map((player, index) => ({
    player,
    jersey: jersey(player.goalkeeper ? 1 : undefined),
    role: index === 0 ? 'captain' : index === coCaptain ? 'co_captain' : 'player',
  }));
}

/** Someone who played last season only. */
function createAlumnus(context: DivisionContext, goalkeeper: boolean): PlayerDraft {
  const { rng, division } = context;
  const gender: Gender = rng.chance(division.womenShare) ? 'Female' : 'Male';
  return context.people.create({ gender, minAge: division.minAge, maxAge: division.maxAge, goalkeeper });
}

/** A coed roster has at least four women, as most coed rules ask. */
function rosterGenders(rng: Random, size: number, womenShare: number): Gender[] {
  const women = womenShare > 0 ? Math.max(4, Math.round(size * womenShare)) : 0;
  return rng.shuffle(Array.from({ length: size }, (_, i): Gender => (i < women ? 'Female' : 'Male')));
}

/** Puts `gender` at `slot` by swapping, so the roster's mix stays the same. */
function placeGender(genders: Gender[], slot: number, gender: Gender): void {
  if (genders[slot] === gender) return;
  const other = genders.findIndex((g, i) => i !== slot && g === gender);
  if (other >= 0) genders[other] = genders[slot] ?? gender;
  genders[slot] = gender;
}

const JERSEY_POOL = [...Array.from({ length: 29 }, (_, i) => i + 2), 33, 44, 77, 88, 99];

/** Hands out numbers no one on the team has; keepers get 1 when it is free. */
function jerseyDispenser(rng: Random, taken: Set<number>): (preferred?: number) => number {
  const pool = rng.shuffle(JERSEY_POOL);
  return (preferred) => {
    if (preferred !== undefined && !taken.has(preferred)) {
      taken.add(preferred);
      return preferred;
    }
    for (let next = pool.shift(); next !== undefined; next = pool.shift()) {
      if (!taken.has(next)) {
        taken.add(next);
        return next;
      }
    }
    throw new Error('no jersey numbers left');
  };
}

// ---------------------------------------------------------------------------------------
// People

interface PlayerSpec {
  gender: Gender;
  minAge: number;
  maxAge: number;
  goalkeeper: boolean;
  /** The demo account whose player record this is. */
  demoRole?: 'captain' | 'player';
}

interface People {
  rows: NewPlayer[];
  create(spec: PlayerSpec): PlayerDraft;
}

function createPeople(rng: Random, today: number, userIds: Record<DemoRole, string>): People {
  const rows: NewPlayer[] = [];
  // Unique names, e-mails and phones: the demo should not look full of duplicates to merge.
  const usedNames = new Set(Object.values(DEMO_PEOPLE).map((p) => `${p.firstName} ${p.lastName}`));
  const usedEmails = new Set<string>();
  const phones = rng.shuffle(AREA_CODES.flatMap((area) => Array.from({ length: 100 }, (_, i) => `(${area}) 555-01${String(i).padStart(2, '0')}`)));
  const nextPhone = () => {
    const phone = phones.pop();
    if (!phone) throw new Error('no demo phone numbers left');
    return phone;
  };

  function uniqueName(gender: Gender): { firstName: string; lastName: string; family: NameGroup } {
    for (;;) {
      const group = rng.weighted(NAME_GROUPS, (g) => g.weight);
      // Now and then a surname from another heritage, as in any city.
      const lastGroup = rng.chance(0.15) ? rng.weighted(NAME_GROUPS, (g) => g.weight) : group;
      const firstName = rng.pick(gender === 'Female' ? group.female : group.male);
      const lastName = rng.pick(lastGroup.last);
      if (!usedNames.has(`${firstName} ${lastName}`)) {
        usedNames.add(`${firstName} ${lastName}`);
        return { firstName, lastName, family: lastGroup };
      }
    }
  }

  function uniqueEmail(firstName: string, lastName: string): string {
    const base = `${emailPart(firstName)}.${emailPart(lastName)}`;
    let email = `${base}@players.demo.league`;
    for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@players.demo.league`;
    usedEmails.add(email);
    return email;
  }

  function create(spec: PlayerSpec): PlayerDraft {
    const demo = spec.demoRole ? DEMO_PEOPLE[spec.demoRole] : undefined;
    const { firstName, lastName, family } = demo ? { ...demo, family: familyOf(rng, demo.lastName) } : uniqueName(spec.gender);
    const email = spec.demoRole ? demoEmail(spec.demoRole) : uniqueEmail(firstName, lastName);
    const userId = spec.demoRole ? userIds[spec.demoRole] : null;
    const gender = demo?.gender ?? spec.gender;
    // A year over the division's minimum: old enough on the first day of last season too (decision 044).
    const age = rng.int(spec.minAge + 1, spec.maxAge);
    const skill = skillLevel(rng);
    const { positions, preferred } = playingPositions(rng, spec.goalkeeper);
    const id = randomUUID();
    rows.push({
      id,
      userId,
      firstName,
      lastName,
      email,
      phone: nextPhone(),
      // Fewer than 365 days past the birthday: exactly `age` years old today.
      dateOfBirth: isoDate(yearsBefore(today, age) - rng.int(1, 364)),
      gender,
      jerseySize: jerseySize(rng, gender),
      positions,
      preferredPosition: preferred,
      skillLevel: skill,
      ...emergencyContact(rng, { lastName, family }, nextPhone()),
    });
    return { id, gender, skill, goalkeeper: spec.goalkeeper, userId };
  }

  return { rows, create };
}

/** Most players are mid-table: the mean of three draws bunches them around 5 and 6. */
function skillLevel(rng: Random): number {
  return 1 + Math.round(((rng.next() + rng.next() + rng.next()) / 3) * 9);
}

function playingPositions(rng: Random, goalkeeper: boolean): { positions: DemoPosition[]; preferred: DemoPosition } {
  const preferred: DemoPosition = goalkeeper
    ? 'Goalkeeper'
    : rng.weighted(['Defense', 'Midfield', 'Striker'] as const, (p) => ({ Defense: 4, Midfield: 5, Striker: 3 })[p]);
  const extra = POSITIONS.filter((p) => p !== preferred && rng.chance(p === 'Goalkeeper' ? 0.05 : goalkeeper ? 0.2 : 0.35));
  const chosen = new Set<DemoPosition>([preferred, ...extra]);
  return { positions: POSITIONS.filter((p) => chosen.has(p)), preferred };
}

const SIZE_WEIGHTS: Record<Gender, Record<JerseySize, number>> = {
  Male: { XS: 0.2, S: 1, M: 4, L: 5, XL: 3, XXL: 1.5, XXXL: 0.5 },
  Female: { XS: 2, S: 5, M: 4, L: 2, XL: 1, XXL: 0.3, XXXL: 0.1 },
};

function jerseySize(rng: Random, gender: Gender): JerseySize {
  return rng.weighted(JERSEY_SIZES, (size) => SIZE_WEIGHTS[gender][size]);
}

/** The name group a surname comes from; any group for a surname the lists do not have. */
function familyOf(rng: Random, lastName: string): NameGroup {
  return NAME_GROUPS.find((g) => g.last.includes(lastName)) ?? rng.weighted(NAME_GROUPS, (g) => g.weight);
}

function emergencyContact(
  rng: Random,
  player: { lastName: string; family: NameGroup },
  phone: string,
): { emergencyContactName: string; emergencyContactPhone: string } {
  // Usually family, with the player's surname; otherwise a partner or friend.
  const isFamily = rng.chance(0.55);
  const group = isFamily ? player.family : rng.weighted(NAME_GROUPS, (g) => g.weight);
  const firstName = rng.pick(rng.chance(0.5) ? group.female : group.male);
  const lastName = isFamily ? player.lastName : rng.pick(group.last);
  return { emergencyContactName: `${firstName} ${lastName}`, emergencyContactPhone: phone };
}

// ---------------------------------------------------------------------------------------
// Games

interface GamePlan {
  row: NewGame;
  /** The full-time score the random draw gave; kept even for games not yet played. */
  simulated: [number, number];
  /** Order of the game within its round; the first of a round is the early kick-off. */
  order: number;
}

/** A single round robin by the circle method: every pair meets once, one game a week. */
function roundRobin<T>(items: readonly T[]): [T, T][][] {
  if (items.length % 2 !== 0) throw new Error('the demo schedule needs an even number of teams');
  let circle = [...items];
  const rounds: [T, T][][] = [];
  for (let r = 0; r < items.length - 1; r++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < items.length / 2; i++) {
      const a = circle[i];
      const b = circle[items.length - 1 - i];
      if (a === undefined || b === undefined) continue;
      // Alternating who is at home keeps it roughly even over the season.
      const aAtHome = i === 0 ? r % 2 === 0 : i % 2 === 1;
      pairs.push(aAtHome ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    const [fixed, ...rest] = circle;
    const last = rest.pop();
    if (fixed === undefined || last === undefined) break;
    circle = [fixed, last, ...rest];
  }
  return rounds;
}

function scheduleDivision(context: DivisionContext, season: { seasonId: string; firstMonday: number; completed: boolean }, teamPlans: TeamPlan[]): GamePlan[] {
  const { rng, division, now } = context;
  const slotFields = division.slots.flatMap((minutes) => division.fields.map((field) => ({ minutes, field })));
  return roundRobin(teamPlans).flatMap((pairs, roundIndex) => {
    const day = season.firstMonday + roundIndex * 7 + division.gameDay;
    return rng.shuffle(pairs).map(([home, away], order): GamePlan => {
      const slot = slotFields[order];
      if (!slot) throw new Error(`${division.name} has more games in a round than slots`);
      const startsAt = zonedInstant(day, slot.minutes, LEAGUE_TIME_ZONE);
      const simulated = simulateScore(rng, strength(home), strength(away));
      const played = season.completed || startsAt.getTime() <= now.getTime();
      return {
        row: {
          id: randomUUID(),
          seasonId: season.seasonId,
          divisionId: context.divisionId,
          round: roundIndex + 1,
          homeTeamId: home.id,
          awayTeamId: away.id,
          fieldId: context.fieldIdOf(slot.field),
          startsAt,
          status: played ? 'final' : 'scheduled',
          homeScore: played ? simulated[0] : null,
          awayScore: played ? simulated[1] : null,
          isLive: false,
        },
        simulated,
        order,
      };
    });
  });
}

function strength(team: TeamPlan): number {
  return team.members.reduce((sum, m) => sum + m.player.skill, 0) / Math.max(1, team.members.length);
}

/** Goals as two Poisson draws around 1.6 a side, nudged by skill and a small home edge. */
function simulateScore(rng: Random, home: number, away: number): [number, number] {
  const expected = (edge: number) => Math.min(3.5, Math.max(0.4, 1.6 + edge));
  return [poisson(rng, expected(0.8 * (home - away) + 0.15)), poisson(rng, expected(0.8 * (away - home)))];
}

function poisson(rng: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let goals = 0;
  for (let p = rng.next(); p > limit && goals < 6; p *= rng.next()) goals++;
  return goals;
}

/**
 * The demo captain's next game kicked off half an hour ago: the live game the header's
 * Follow Live finds. A game is picked only if the team's previous one is long over.
 */
function startLiveGame(plans: GamePlan[], teamId: string, now: Date): GamePlan {
  const own = plans
    .filter((g) => g.row.homeTeamId === teamId || g.row.awayTeamId === teamId)
    .sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());
  const live = own.find((g, i) => {
    const previous = own[i - 1];
    return g.row.startsAt > now && (!previous || previous.row.startsAt.getTime() <= now.getTime() - GAME_GAP_MS);
  });
  if (!live) throw new Error('the demo captain has no game to play live');
  const kickOff = Math.floor(now.getTime() / 60_000) * 60_000 - LIVE_GAME_MINUTES_AGO * 60_000;
  const [home, away] = live.simulated;
  live.row.startsAt = new Date(kickOff);
  live.row.status = 'live';
  live.row.isLive = true;
  // About half-time: roughly half of the goals the full game would have had.
  live.row.homeScore = Math.ceil(home / 2);
  live.row.awayScore = Math.floor(away / 2);
  // A goal at least, so the live page and the referee page have a timeline to show.
  if (live.row.homeScore + live.row.awayScore === 0) live.row.homeScore = 1;
  return live;
}

/** The demo referee has the live game and the early kick-off of each round in two divisions. */
function assignReferee(plans: GamePlan[], live: GamePlan, seasonId: string, divisionIds: string[], refereeId: string): void {
  live.row.refereeUserId = refereeId;
  for (const game of plans) {
    const clash = Math.abs(game.row.startsAt.getTime() - live.row.startsAt.getTime()) < GAME_GAP_MS;
    if (game.row.seasonId === seasonId && divisionIds.includes(game.row.divisionId) && game.order === 0 && !clash) {
      game.row.refereeUserId = refereeId;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Calendar: days are counted from 1970-01-01 as local calendar dates of the league.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

function localDay(instant: Date, timeZone: string): number {
  const p = zoneParts(instant.getTime(), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

/** How far the zone's clock is ahead of UTC at that instant (negative in the Americas). */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant the league's clocks show `minutes` after midnight on `day`. */
function zonedInstant(day: number, minutes: number, timeZone: string): Date {
  const wall = day * DAY_MS + minutes * 60_000;
  // Twice, because the offset at the first guess can differ across a daylight-saving change.
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

function mondayOf(day: number): number {
  // Day 0 was a Thursday.
  return day - ((day + 3) % 7);
}

function yearsBefore(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()) / DAY_MS;
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

// ---------------------------------------------------------------------------------------
// Random numbers: a small seeded generator (mulberry32), so every fresh demo is the same.

interface Random {
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  shuffle<T>(items: readonly T[]): T[];
}

function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick(items) {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weight(item);
        if (left < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('pick from an empty list');
      return last;
    },
    shuffle(items) {
      return items
        .map((item) => ({ item, key: next() }))
        .sort((a, b) => a.key - b.key)
        .map((entry) => entry.item);
    },
  };
}
