import { registrations, waivers, waiverSignatures, gameAvailability } from '../db/schema/index';
import type { Database } from '../db/client';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type CreatedUser, type League } from './factories';
import type { TestServer } from './test-server';
import { uniqueId } from './test-server';

export interface LineupPerson {
  user: CreatedUser;
  playerId: string;
  name: string;
}

/** A league with a game of team A (home) against team B in two days, and the people around it. */
export interface LineupLeague {
  league: League;
  gameId: string;
  teamA: string;
  teamB: string;
  captainA: LineupPerson;
  playerA: LineupPerson;
  /** On team A, said not going. */
  absentA: LineupPerson;
  captainB: LineupPerson;
  playerB: LineupPerson;
  /** Captain of team C, which is not in the game. */
  captainC: LineupPerson;
  playerC: LineupPerson;
  admin: CreatedUser;
}

export async function lineupPerson(
  server: TestServer,
  firstName: string,
  teamId: string | null,
  rosterRole: 'player' | 'captain' = 'player',
): Promise<LineupPerson> {
  const user = await createUser(server, { roles: rosterRole === 'captain' ? ['captain'] : [] });
  const lastName = `Tester${uniqueId().slice(-4)}`;
  const playerId = await createPlayer(server.db, { userId: user.userId, firstName, lastName, email: user.email });
  if (teamId) await addToRoster(server.db, { teamId, playerId, rosterRole });
  return { user, playerId, name: `${firstName} ${lastName}` };
}

export async function answer(db: Database, gameId: string, playerId: string, status: 'going' | 'maybe' | 'not_going'): Promise<void> {
  await db
    .insert(gameAvailability)
    .values({ gameId, playerId, status })
    .onConflictDoUpdate({ target: [gameAvailability.gameId, gameAvailability.playerId], set: { status } });
}

export async function setUpLineupLeague(server: TestServer): Promise<LineupLeague> {
  const db = server.db;
  const league = await createLeague(db);
  const [teamA, teamB, teamC] = league.teamIds;
  const gameId = await createGame(db, league, { startsAt: minutesFromNow(2 * 24 * 60), homeTeamId: teamA, awayTeamId: teamB });
  const people = {
    captainA: await lineupPerson(server, 'Cora', teamA, 'captain'),
    playerA: await lineupPerson(server, 'Pia', teamA),
    absentA: await lineupPerson(server, 'Abe', teamA),
    captainB: await lineupPerson(server, 'Bea', teamB, 'captain'),
    playerB: await lineupPerson(server, 'Bo', teamB),
    captainC: await lineupPerson(server, 'Cyd', teamC, 'captain'),
    playerC: await lineupPerson(server, 'Cal', teamC),
  };
  await answer(db, gameId, people.captainA.playerId, 'going');
  await answer(db, gameId, people.playerA.playerId, 'going');
  await answer(db, gameId, people.absentA.playerId, 'not_going');
  const admin = await createUser(server, { roles: ['admin'] });
  return { league, gameId, teamA, teamB, ...people, admin };
}

/** A registration of the season in the state given, and (unless told) a signed waiver. */
export async function registerForSeason(
  db: Database,
  league: Pick<League, 'seasonId' | 'divisionId'>,
  playerId: string,
  options: { status?: 'pending_payment' | 'paid' | 'confirmed'; waiver?: boolean } = {},
): Promise<void> {
  const status = options.status ?? 'paid';
  await db.insert(registrations).values({
    playerId,
    seasonId: league.seasonId,
    divisionId: league.divisionId,
    status,
    feeCents: 5000,
    amountPaidCents: status === 'pending_payment' ? 0 : 5000,
  });
  if (options.waiver === false) return;
  const version = 100_000 + (parseInt(uniqueId().slice(-6), 36) % 800_000);
  const [waiver] = await db
    .insert(waivers)
    .values({ version, title: `Waiver ${version}`, body: 'Test waiver.' })
    .returning({ id: waivers.id });
  if (!waiver) throw new Error('waiver fixture was not stored');
  await db.insert(waiverSignatures).values({ waiverId: waiver.id, playerId, signedName: 'Sub Tester' });
}

/** A player who may substitute in the league's games: paid, waiver signed, on team C or D or none. */
export async function eligibleSub(server: TestServer, lineup: LineupLeague, firstName: string, teamId: string | null = null): Promise<LineupPerson> {
  const sub = await lineupPerson(server, firstName, teamId);
  await registerForSeason(server.db, lineup.league, sub.playerId);
  return sub;
}
