import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/settings';
import { zonedInstant } from '../../../shared/zoned-time';
import { fields, games, teams, venues } from '../../db/schema/index';
import { createGame, createLeague, createUser, type League } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { findScheduleConflicts, lockSeasonSchedule, type ScheduleCandidate } from './index';

const t = withTestServer();
let server: TestServer;
let league: League;
let field2: string;
let names: { a: string; b: string; c: string; d: string; venue: string };
beforeAll(async () => {
  server = t.server;
  league = await createLeague(server.db);
  const [row] = await server.db.insert(fields).values({ venueId: league.venueId, name: 'Field 2' }).returning({ id: fields.id });
  field2 = row?.id ?? '';
  const teamRows = await server.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, league.seasonId));
  const nameOf = (id: string) => teamRows.find((r) => r.id === id)?.name ?? '';
  const [venue] = await server.db.select({ name: venues.name }).from(venues).where(eq(venues.id, league.venueId));
  const [a, b, c, d] = league.teamIds;
  names = { a: nameOf(a), b: nameOf(b), c: nameOf(c), d: nameOf(d), venue: venue?.name ?? '' };
});

/** Sunday 3 March 2030 at that hour and minute on the league's clocks (the default zone). */
const sunday = (hour: number, minute = 0) => zonedInstant({ year: 2030, month: 3, day: 3, hour, minute }, DEFAULT_TIME_ZONE);

function candidate(overrides: Partial<ScheduleCandidate> & { key: string; startsAt: Date }): ScheduleCandidate {
  const [, , c, d] = league.teamIds;
  return { homeTeamId: c, awayTeamId: d, fieldId: null, refereeUserId: null, ...overrides };
}

describe('findScheduleConflicts', () => {
  it('names a team that already plays within a slot, in the league time zone, with the other game and its field', async () => {
    const [a, b, c] = league.teamIds;
    const gameId = await createGame(server.db, league, { homeTeamId: a, awayTeamId: b, startsAt: sunday(19) });
    const conflicts = await findScheduleConflicts(server.db, [candidate({ key: 'x', homeTeamId: c, awayTeamId: a, fieldId: field2, startsAt: sunday(20) })]);
    expect(conflicts).toEqual([
      {
        key: 'x',
        kind: 'team',
        subjectId: a,
        subjectName: names.a,
        otherGameId: gameId,
        message: `${names.a} already plays at 7:00 PM on Sun, Mar 3 (Field 1, ${names.venue})`,
      },
    ]);
  });

  it('allows kick-offs a whole slot apart, and ignores games that are not active or the game being moved', async () => {
    const league2 = await createLeague(server.db);
    const [a, b] = league2.teamIds;
    await createGame(server.db, league2, { startsAt: sunday(10) });
    await createGame(server.db, league2, { startsAt: sunday(14), status: 'postponed' });
    await createGame(server.db, league2, { startsAt: sunday(16), status: 'cancelled' });
    await createGame(server.db, league2, { startsAt: sunday(18), status: 'final' });
    const moving = await createGame(server.db, league2, { startsAt: sunday(20) });
    const conflicts = await findScheduleConflicts(server.db, [
      { key: 'after', homeTeamId: a, awayTeamId: b, fieldId: league2.fieldId, refereeUserId: null, startsAt: sunday(11, 30) },
      { key: 'moved', gameId: moving, homeTeamId: a, awayTeamId: b, fieldId: league2.fieldId, refereeUserId: null, startsAt: sunday(14, 30) },
      { key: 'same-slot', homeTeamId: b, awayTeamId: a, fieldId: null, refereeUserId: null, startsAt: sunday(19, 0) },
    ]);
    expect(conflicts).toEqual([]);
  });

  it('finds a field and a referee booked twice', async () => {
    const league3 = await createLeague(server.db);
    const referee = await createUser(server, { roles: ['referee'], name: 'Rita Whistle' });
    const [a, b, c, d] = league3.teamIds;
    const gameId = await createGame(server.db, league3, { homeTeamId: a, awayTeamId: b, startsAt: sunday(9), refereeUserId: referee.userId });
    const conflicts = await findScheduleConflicts(server.db, [
      { key: 'k', homeTeamId: c, awayTeamId: d, fieldId: league3.fieldId, refereeUserId: referee.userId, startsAt: sunday(10) },
    ]);
    expect(conflicts.map((c) => [c.kind, c.otherGameId])).toEqual([
      ['field', gameId],
      ['referee', gameId],
    ]);
    const [field, ref] = conflicts;
    expect(field?.message).toMatch(/^Field 1, .+ is already booked at 9:00 AM on Sun, Mar 3 \(Team .+ A v Team .+ B\)$/);
    expect(ref?.message).toMatch(/^Rita Whistle already referees at 9:00 AM on Sun, Mar 3 \(Team .+ A v Team .+ B\)$/);
  });

  it('checks candidates against each other, reporting the later one with the earlier one as otherKey', async () => {
    const league4 = await createLeague(server.db);
    const [a, b, c] = league4.teamIds;
    const conflicts = await findScheduleConflicts(server.db, [
      { key: 'row 1', homeTeamId: a, awayTeamId: b, fieldId: null, refereeUserId: null, startsAt: sunday(13) },
      { key: 'row 2', homeTeamId: c, awayTeamId: a, fieldId: null, refereeUserId: null, startsAt: sunday(13, 30) },
    ]);
    expect(conflicts).toEqual([expect.objectContaining({ key: 'row 2', kind: 'team', subjectId: a, otherGameId: null, otherKey: 'row 1' })]);
    expect(conflicts[0]?.message).toMatch(/already plays at 1:00 PM on Sun, Mar 3$/);
  });

  it('uses given names for subjects the database does not know yet', async () => {
    const conflicts = await findScheduleConflicts(
      server.db,
      [
        { key: '1', homeTeamId: 'new:Harbour United', awayTeamId: 'new:Northside', fieldId: 'new:Field 9', refereeUserId: null, startsAt: sunday(19) },
        { key: '2', homeTeamId: 'new:Harbour United', awayTeamId: 'new:Eastside', fieldId: null, refereeUserId: null, startsAt: sunday(19) },
      ],
      {
        names: new Map([
          ['new:Harbour United', 'Harbour United'],
          ['new:Northside', 'Northside'],
          ['new:Field 9', 'Field 9'],
        ]),
      },
    );
    expect(conflicts.map((c) => c.message)).toEqual(['Harbour United already plays at 7:00 PM on Sun, Mar 3 (Field 9)']);
  });

  it('checks 380 candidates in a few queries and a fraction of a second', async () => {
    const league5 = await createLeague(server.db);
    const [a, b, c, d] = league5.teamIds;
    const candidates: ScheduleCandidate[] = Array.from({ length: 380 }, (_, i) => ({
      key: String(i),
      homeTeamId: i % 2 ? a : c,
      awayTeamId: i % 2 ? b : d,
      fieldId: league5.fieldId,
      refereeUserId: null,
      startsAt: new Date(sunday(12).getTime() + i * 3 * 3_600_000),
    }));
    const started = performance.now();
    expect(await findScheduleConflicts(server.db, candidates)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  // What the lock is for (decision 035): two admins saving at once each check, then write. On
  // PostgreSQL (TEST_DATABASE_URL) the two transactions really run at once, each on its own
  // connection, and without the lock both checks would pass before either game is stored. On
  // PGlite (one connection) they queue anyway; the outcome asked of both is the same.
  it('makes a second writer of the season wait for the first, so its check sees the game the first stored', async () => {
    const league6 = await createLeague(server.db);
    const [a, b, c] = league6.teamIds;
    const [otherField] = await server.db.insert(fields).values({ venueId: league6.venueId, name: 'Field 2' }).returning({ id: fields.id });
    // Team a twice at 6 PM, on two fields: only the conflict check can refuse it, not the
    // database's unique (field, kick-off).
    const writers = [
      { key: 'first', homeTeamId: a, awayTeamId: b, fieldId: league6.fieldId, refereeUserId: null, startsAt: sunday(18) },
      { key: 'second', homeTeamId: c, awayTeamId: a, fieldId: otherField?.id ?? null, refereeUserId: null, startsAt: sunday(18) },
    ];
    const outcomes = await Promise.all(
      writers.map((writer) =>
        server.db.transaction(async (tx) => {
          await lockSeasonSchedule(tx, league6.seasonId);
          const conflicts = await findScheduleConflicts(tx, [writer]);
          if (conflicts.length > 0) return { key: writer.key, conflicts, gameId: null };
          const [game] = await tx
            .insert(games)
            .values({ ...writer, seasonId: league6.seasonId, divisionId: league6.divisionId, status: 'scheduled', round: 1 })
            .returning({ id: games.id });
          return { key: writer.key, conflicts, gameId: game?.id ?? null };
        }),
      ),
    );
    const stored = await server.db.select({ id: games.id }).from(games).where(eq(games.seasonId, league6.seasonId));
    expect(stored).toHaveLength(1);
    const winner = outcomes.find((o) => o.gameId !== null);
    const loser = outcomes.find((o) => o.gameId === null);
    expect(winner?.gameId).toBe(stored[0]?.id);
    expect(loser?.conflicts).toEqual([expect.objectContaining({ kind: 'team', subjectId: a, otherGameId: winner?.gameId })]);
  });
});
