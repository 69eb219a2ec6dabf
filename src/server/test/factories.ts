import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  announcements,
  divisions,
  fields,
  games,
  players,
  registrationPeriods,
  seasons,
  teamRosters,
  teams,
  userRoles,
  users,
  venues,
  waitlistEntries,
} from '../db/schema/index';
import type { SignedUpUser, TestServer } from './test-server';
import { uniqueEmail, uniqueId } from './test-server';
import type { GameStatus } from '../../shared/games';
import type { Role } from '../../shared/roles';
import type { SeasonStatus } from '../../shared/seasons';

/**
 * Test data, made the way the app makes it where that matters (accounts through the real
 * sign-up API) and straight in the tables where the feature that makes it is not built yet.
 */

export interface CreateUserOptions {
  /** Roles on top of the 'player' role every account gets at sign-up. */
  roles?: Role[];
  email?: string;
  password?: string;
  name?: string;
}

export type CreatedUser = SignedUpUser;

export async function createUser(server: TestServer, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const user = await server.signUp({ email: options.email ?? uniqueEmail(options.roles?.[0] ?? 'player'), password: options.password, name: options.name });
  // Granting roles has no API yet (an admin screen comes later): a fixture, set in the table.
  for (const role of options.roles ?? []) {
    await server.db.insert(userRoles).values({ userId: user.userId, role }).onConflictDoNothing();
  }
  return user;
}

export async function disableUser(db: Database, userId: string, at = new Date()): Promise<void> {
  await db.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
}

export interface League {
  seasonId: string;
  divisionId: string;
  venueId: string;
  /** "Field 1" of the venue. */
  fieldId: string;
  /** Four teams, named `<prefix> A` … `<prefix> D`. */
  teamIds: [string, string, string, string];
}

/** A season (active unless told; 1 March to 31 August 2030 unless told), one division, a venue and four teams. */
export async function createLeague(db: Database, options: { seasonName?: string; seasonStatus?: SeasonStatus; seasonEndDate?: string } = {}): Promise<League> {
  const tag = uniqueId();
  const [season] = await db
    .insert(seasons)
    .values({
      name: options.seasonName ?? `Season ${tag}`,
      startDate: '2030-03-01',
      endDate: options.seasonEndDate ?? '2030-08-31',
      status: options.seasonStatus ?? 'active',
    })
    .returning({ id: seasons.id });
  const [division] = await db
    .insert(divisions)
    .values({ name: `Division ${tag}` })
    .returning({ id: divisions.id });
  const [venue] = await db
    .insert(venues)
    .values({ name: `Park ${tag}`, address: '1 Test Road' })
    .returning({ id: venues.id });
  if (!season || !division || !venue) throw new Error('league fixture was not stored');
  const [field] = await db.insert(fields).values({ venueId: venue.id, name: 'Field 1' }).returning({ id: fields.id });
  if (!field) throw new Error('field fixture was not stored');
  const teamRows = await db
    .insert(teams)
    .values(['A', 'B', 'C', 'D'].map((letter) => ({ seasonId: season.id, divisionId: division.id, name: `Team ${tag} ${letter}` })))
    .returning({ id: teams.id, name: teams.name });
  teamRows.sort((a, b) => a.name.localeCompare(b.name));
  const [a, b, c, d] = teamRows.map((t) => t.id);
  if (!a || !b || !c || !d) throw new Error('team fixtures were not stored');
  return { seasonId: season.id, divisionId: division.id, venueId: venue.id, fieldId: field.id, teamIds: [a, b, c, d] };
}

export interface GameFixture {
  homeTeamId?: string;
  awayTeamId?: string;
  startsAt: Date;
  status?: GameStatus;
  isLive?: boolean;
  homeScore?: number | null;
  awayScore?: number | null;
  round?: number;
  /** Default: the league's field; null for a game with no field yet. */
  fieldId?: string | null;
  refereeUserId?: string | null;
}

export async function createGame(db: Database, league: League, game: GameFixture): Promise<string> {
  const [row] = await db
    .insert(games)
    .values({
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      fieldId: game.fieldId === undefined ? league.fieldId : game.fieldId,
      refereeUserId: game.refereeUserId ?? null,
      homeTeamId: game.homeTeamId ?? league.teamIds[0],
      awayTeamId: game.awayTeamId ?? league.teamIds[1],
      startsAt: game.startsAt,
      status: game.status ?? 'scheduled',
      isLive: game.isLive ?? false,
      homeScore: game.homeScore ?? null,
      awayScore: game.awayScore ?? null,
      round: game.round ?? 1,
    })
    .returning({ id: games.id });
  if (!row) throw new Error('game fixture was not stored');
  return row.id;
}

export async function createAnnouncement(
  db: Database,
  announcement: { title: string; body?: string; publishAt?: Date; expiresAt?: Date | null; pinned?: boolean; createdBy?: string },
): Promise<string> {
  const [row] = await db
    .insert(announcements)
    .values({
      title: announcement.title,
      body: announcement.body ?? `Body of ${announcement.title}`,
      publishAt: announcement.publishAt ?? new Date(),
      expiresAt: announcement.expiresAt ?? null,
      pinned: announcement.pinned ?? false,
      createdBy: announcement.createdBy ?? null,
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error('announcement fixture was not stored');
  return row.id;
}

export async function createPlayer(
  db: Database,
  player: { firstName?: string; lastName?: string; email?: string | null; phone?: string | null; dateOfBirth?: string | null; userId?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(players)
    .values({
      firstName: player.firstName ?? 'Pat',
      lastName: player.lastName ?? `Player ${uniqueId()}`,
      email: player.email ?? null,
      phone: player.phone ?? null,
      dateOfBirth: player.dateOfBirth ?? null,
      userId: player.userId ?? null,
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player fixture was not stored');
  return row.id;
}

/** A time relative to now, in minutes (negative: in the past). */
export function minutesFromNow(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}

/** An OPEN registration period of the league's season and division, made at `createdAt`. */
export async function createOpenPeriod(db: Database, league: Pick<League, 'seasonId' | 'divisionId'>, createdAt = new Date()): Promise<string> {
  const [row] = await db
    .insert(registrationPeriods)
    .values({ seasonId: league.seasonId, divisionId: league.divisionId, status: 'OPEN', createdAt })
    .returning({ id: registrationPeriods.id });
  if (!row) throw new Error('registration period fixture was not stored');
  return row.id;
}

export type WaitlistEntryFixture = Partial<typeof waitlistEntries.$inferInsert>;

/** A pending waitlist entry, stored directly (as POST /api/waitlist would store it). */
export async function createWaitlistEntry(db: Database, entry: WaitlistEntryFixture = {}): Promise<string> {
  const firstName = entry.firstName ?? 'Wait';
  const lastName = entry.lastName ?? `Lister ${uniqueId()}`;
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      email: uniqueEmail('waitlist').toLowerCase(),
      fullName: `${firstName} ${lastName}`,
      phoneNumber: '(416) 555-0199',
      dateOfBirth: '1990-05-17',
      gender: 'Female',
      jerseySize: 'M',
      emergencyContactName: 'Em Contact',
      emergencyContactPhone: '(416) 555-0198',
      waiverAcceptedAt: new Date(),
      isNewPlayer: true,
      skillLevel: 5,
      positionsPlayed: ['Midfield'],
      preferredPosition: 'Midfield',
      hasPhysicalConditions: false,
      ...entry,
      firstName,
      lastName,
    })
    .returning({ id: waitlistEntries.id });
  if (!row) throw new Error('waitlist entry fixture was not stored');
  return row.id;
}

/** A player put straight on a team's roster (the season and division copied from the team). */
export async function addToRoster(
  db: Database,
  member: { teamId: string; playerId: string; rosterRole?: 'player' | 'captain' | 'co_captain'; jerseyNumber?: number | null },
): Promise<void> {
  const [team] = await db.select({ seasonId: teams.seasonId, divisionId: teams.divisionId }).from(teams).where(eq(teams.id, member.teamId));
  if (!team) throw new Error('roster fixture: no such team');
  await db.insert(teamRosters).values({
    teamId: member.teamId,
    playerId: member.playerId,
    seasonId: team.seasonId,
    divisionId: team.divisionId,
    rosterRole: member.rosterRole ?? 'player',
    jerseyNumber: member.jerseyNumber ?? null,
  });
}
