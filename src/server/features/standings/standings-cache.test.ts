import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StandingsRow } from '../../../shared/api/rankings';
import { divisionStandings, standingsAdjustments, teams, venues } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import { eventBody, recordEvent, recorded, setUpGameDay, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';
import { markStandingsStale, readLiveTables } from './standings-cache';

// Every writer of a counted result, its cards or an adjustment leaves the stored table behind,
// and the next read shows the change (decision 041). Read through the admin's live tables.

const t = withTestServer({ personas: true });
let day: GameDay;
const admin = () => t.personas.admin.client;
const referee = () => day.assignedReferee.client;

beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

async function liveRows(seasonId: string): Promise<StandingsRow[]> {
  const answer = await admin().api('GET /api/admin/rankings', { query: { season_id: seasonId } });
  expect(answer.status).toBe(200);
  return answer.body.divisions[0]?.live.rows ?? [];
}

async function rowOf(seasonId: string, teamId: string): Promise<StandingsRow> {
  const row = (await liveRows(seasonId)).find((r) => r.team_id === teamId);
  if (!row) throw new Error(`no row for ${teamId}`);
  return row;
}

const stored = async (league: League) => {
  const [row] = await t.server.db
    .select()
    .from(divisionStandings)
    .where(and(eq(divisionStandings.seasonId, league.seasonId), eq(divisionStandings.divisionId, league.divisionId)));
  return row;
};

/** A game of A against B kicked off by the assigned referee, with a home goal and a home yellow card. */
async function playedGame() {
  const gameId = await day.newGame();
  await recorded(referee(), gameId, 'kick_off');
  const goal = await recorded(referee(), gameId, 'goal', { minute: 10, team_id: day.league.teamIds[0], player_id: day.home[0]?.id });
  const card = await recorded(referee(), gameId, 'yellow_card', { minute: 20, team_id: day.league.teamIds[0], player_id: day.home[1]?.id });
  return { gameId, goalId: goal.event_id, cardId: card.event_id };
}

describe('the stored live table follows every writer', () => {
  it("counts a game once the referee ends it, with its card, and keeps a live game's events out", async () => {
    const [home, away] = day.league.teamIds;
    const before = await rowOf(day.league.seasonId, home);
    const { gameId } = await playedGame();
    // Live: the goal and the card do not count yet, and the stored table was not put behind.
    expect(await rowOf(day.league.seasonId, home)).toEqual(before);
    await recorded(referee(), gameId, 'full_time');
    expect(await rowOf(day.league.seasonId, home)).toMatchObject({
      played: before.played + 1,
      won: before.won + 1,
      points: before.points + 3,
      disciplinary_points: before.disciplinary_points + 1,
    });
    expect((await rowOf(day.league.seasonId, away)).lost).toBeGreaterThanOrEqual(1);
  });

  it('follows a correction and a deletion of a final game’s events', async () => {
    const [home, away] = day.league.teamIds;
    const { gameId, goalId, cardId } = await playedGame();
    await recorded(referee(), gameId, 'full_time');
    const counted = await rowOf(day.league.seasonId, home);

    // The goal was the away side's: now a 0-1 defeat.
    const corrected = await admin().request('PATCH', `/api/games/${gameId}/events/${goalId}`, {
      team_id: away,
      player_id: day.away[0]?.id,
      reason: 'Scoresheet',
    });
    expect(corrected.status).toBe(200);
    expect(await rowOf(day.league.seasonId, home)).toMatchObject({ won: counted.won - 1, lost: counted.lost + 1, points: counted.points - 3 });

    const removed = await admin().api('DELETE /api/games/:gameId/events/:eventId', { params: { gameId, eventId: cardId }, body: { reason: 'Wrong player' } });
    expect(removed.status).toBe(200);
    expect((await rowOf(day.league.seasonId, home)).disciplinary_points).toBe(counted.disciplinary_points - 1);
  });

  it('follows a forfeit given and lifted by an admin', async () => {
    const league = await createLeague(t.server.db);
    const [a, b] = league.teamIds;
    const gameId = await createGame(t.server.db, league, { startsAt: minutesFromNow(24 * 60), homeTeamId: a, awayTeamId: b });
    expect((await rowOf(league.seasonId, b)).played).toBe(0);
    const forfeit = await admin().api('POST /api/admin/games/:gameId/status', { params: { gameId }, body: { status: 'forfeit', forfeit_winner_team_id: b } });
    expect(forfeit.status).toBe(200);
    expect(await rowOf(league.seasonId, b)).toMatchObject({ played: 1, won: 1, goals_for: 3, points: 3 });
    const restored = await admin().api('POST /api/admin/games/:gameId/status', { params: { gameId }, body: { status: 'scheduled' } });
    expect(restored.status).toBe(200);
    expect(await rowOf(league.seasonId, b)).toMatchObject({ played: 0, points: 0 });
  });

  it('counts results brought in by a schedule import', async () => {
    const league = await createLeague(t.server.db);
    const rows = await t.server.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, league.seasonId));
    const name = (id: string) => rows.find((r) => r.id === id)?.name ?? '';
    const [venue] = await t.server.db.select({ name: venues.name }).from(venues).where(eq(venues.id, league.venueId));
    const [a, b] = league.teamIds;
    expect((await rowOf(league.seasonId, a)).played).toBe(0);
    const csv = ['Date,Time,Field,Home,Away,Home score,Away score', `2030-03-02,19:00,${venue?.name},${name(a)},${name(b)},2,1`].join('\n');
    const done = await admin().api('POST /api/admin/schedule/import', {
      body: { season_id: league.seasonId, division_id: league.divisionId, csv, create_missing: false },
    });
    expect(done.status).toBe(201);
    expect(await rowOf(league.seasonId, a)).toMatchObject({ played: 1, won: 1, goals_for: 2, goals_against: 1, points: 3 });
  });

  it('applies an adjustment at once, and the league’s points when the settings change', async () => {
    const league = await createLeague(t.server.db);
    const [a, b] = league.teamIds;
    await createGame(t.server.db, league, { startsAt: minutesFromNow(-60 * 24), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 1, awayScore: 0 });
    expect((await rowOf(league.seasonId, a)).points).toBe(3);
    const adjusted = await admin().api('POST /api/admin/rankings/adjustments', { body: { team_id: a, points: -2, reason: 'Unregistered player' } });
    expect(adjusted.status).toBe(201);
    expect(await rowOf(league.seasonId, a)).toMatchObject({ points: 1, adjustment: -2 });
    try {
      expect((await admin().api('PUT /api/admin/settings', { body: { points_for_win: 2 } })).status).toBe(200);
      expect((await rowOf(league.seasonId, a)).points).toBe(0);
    } finally {
      expect((await admin().api('PUT /api/admin/settings', { body: { points_for_win: 3 } })).status).toBe(200);
    }
  });

  it('shows a renamed team and a team added to the division without any writer marking the table', async () => {
    const league = await createLeague(t.server.db);
    const [a] = league.teamIds;
    await liveRows(league.seasonId);
    await t.server.db.update(teams).set({ name: 'Renamed Rovers' }).where(eq(teams.id, a));
    await t.server.db.insert(teams).values({ seasonId: league.seasonId, divisionId: league.divisionId, name: 'Newcomers FC' });
    const names = (await liveRows(league.seasonId)).map((r) => r.team_name);
    expect(names).toContain('Renamed Rovers');
    expect(names).toContain('Newcomers FC');
    expect(names).toHaveLength(5);
  });

  it('is not recomputed while nothing changed, and is once a writer marks it', async () => {
    const league = await createLeague(t.server.db);
    await liveRows(league.seasonId);
    const first = await stored(league);
    expect(first?.computedVersion).toBe(first?.version);
    await liveRows(league.seasonId);
    expect((await stored(league))?.computedAt).toEqual(first?.computedAt);

    await markStandingsStale(t.server.db, league.seasonId, league.divisionId);
    expect((await stored(league))?.version).toBe((first?.version ?? 0) + 1);
    await liveRows(league.seasonId);
    const again = await stored(league);
    expect(again?.computedVersion).toBe(again?.version);
    expect(again?.computedAt?.getTime()).toBeGreaterThan(first?.computedAt?.getTime() ?? Number.POSITIVE_INFINITY);
  });
});

// On PostgreSQL (TEST_DATABASE_URL) the reads and writes below really run at once, each on its
// own connection: a table computed while an adjustment commits must not stay as the current one.
describe('results written while readers compute', () => {
  it('never leave a stale table stored', async () => {
    const league = await createLeague(t.server.db);
    const [a, b] = league.teamIds;
    await createGame(t.server.db, league, { startsAt: minutesFromNow(-60 * 24), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 2, awayScore: 0 });
    const writes = Array.from({ length: 8 }, (_, i) =>
      admin().api('POST /api/admin/rankings/adjustments', { body: { team_id: b, points: 1, reason: `Fair play ${i}` } }),
    );
    const reads = Array.from({ length: 16 }, () => admin().api('GET /api/admin/rankings', { query: { season_id: league.seasonId } }));
    const answers = await Promise.all([...writes, ...reads]);
    expect(answers.map((r) => r.status)).toEqual([...Array(8).fill(201), ...Array(16).fill(200)]);
    // The stored table says it is current; it must then count every adjustment.
    const row = await stored(league);
    const fresh = (await liveRows(league.seasonId)).find((r) => r.team_id === b);
    expect(fresh).toMatchObject({ adjustment: 8, points: 8 });
    const kept = await stored(league);
    expect(kept?.computedVersion).toBe(kept?.version);
    expect(((kept?.rows ?? []) as StandingsRow[]).find((r) => r.team_id === b)?.points).toBe(8);
    // Either the racing readers left it current and right, or behind (and the read above fixed it).
    if (row?.computedVersion === row?.version) expect(((row?.rows ?? []) as StandingsRow[]).find((r) => r.team_id === b)?.points).toBe(8);
  });

  it('a goal recorded while tables are read is counted on the next read', async () => {
    const gameId = await day.newGame();
    const [home] = day.league.teamIds;
    await recorded(referee(), gameId, 'kick_off');
    await recorded(referee(), gameId, 'full_time');
    const before = await rowOf(day.league.seasonId, home);
    const goals = Array.from({ length: 4 }, (_, i) =>
      recordEvent(t.personas.admin.client, gameId, eventBody('goal', { minute: 80 + i, team_id: home, player_id: day.home[0]?.id })),
    );
    const reads = Array.from({ length: 8 }, () => liveRows(day.league.seasonId));
    await Promise.all([...goals, ...reads]);
    expect((await rowOf(day.league.seasonId, home)).goals_for).toBe(before.goals_for + 4);
  });
});

// PostgreSQL only: PGlite has one connection, so a writer held open would block the reader.
describe.runIf(process.env.TEST_DATABASE_URL)('a reader computing while a writer is still open', () => {
  it('does not keep the table it computed as current once the writer commits', async () => {
    const league = await createLeague(t.server.db);
    const [a, b] = league.teamIds;
    await createGame(t.server.db, league, { startsAt: minutesFromNow(-60 * 24), status: 'final', homeTeamId: a, awayTeamId: b, homeScore: 1, awayScore: 0 });
    await markStandingsStale(t.server.db, league.seasonId, league.divisionId);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markedInWriter = () => {};
    const marked = new Promise<void>((resolve) => {
      markedInWriter = resolve;
    });
    const writer = t.server.db.transaction(async (tx) => {
      await tx.insert(standingsAdjustments).values({ seasonId: league.seasonId, divisionId: league.divisionId, teamId: b, points: 5, reason: 'Held open' });
      await markStandingsStale(tx, league.seasonId, league.divisionId);
      markedInWriter();
      await held;
    });
    await marked;
    // The reader waits on the writer's row (to make the table's row or to store its table):
    // whatever it computed, what it keeps as current must count the adjustment.
    const reader = readLiveTables(t.server.db, league.seasonId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([writer, reader]);
    const row = await stored(league);
    if (row?.computedVersion === row?.version) expect(((row?.rows ?? []) as StandingsRow[]).find((r) => r.team_id === b)?.adjustment).toBe(5);
    expect(await rowOf(league.seasonId, b)).toMatchObject({ adjustment: 5, points: 5 });
  });
});
