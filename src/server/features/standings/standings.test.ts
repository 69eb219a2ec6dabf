import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_STANDINGS_ROWS } from '../../../shared/home';
import { SETTING_KEYS } from '../../../shared/settings';
import { teams } from '../../db/schema/index';
import { createGame, createLeague, minutesFromNow, type League } from '../../test/factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';

const t = withTestServer();
let server: TestServer;
let league: League;
let quiet: League;
const extraTeamIds: string[] = [];

beforeAll(async () => {
  server = t.server;
  const db = server.db;
  // An older completed season with results: not the current one, so not on the home page.
  const old = await createLeague(db, { seasonName: 'Old Season', seasonStatus: 'completed' });
  await createGame(db, old, { startsAt: minutesFromNow(-400 * 24 * 60), status: 'final', homeScore: 9, awayScore: 0 });

  league = await createLeague(db, { seasonName: 'Now Season', seasonStatus: 'active' });
  const extra = await db
    .insert(teams)
    .values(['E', 'F'].map((letter) => ({ seasonId: league.seasonId, divisionId: league.divisionId, name: `Extra ${uniqueId()} ${letter}` })))
    .returning({ id: teams.id });
  extraTeamIds.push(...extra.map((t) => t.id));
  const [a, b, c, d] = league.teamIds;
  const [e, f] = extraTeamIds;
  if (!e || !f) throw new Error('extra teams not stored');
  const day = 24 * 60;
  await createGame(db, league, { startsAt: minutesFromNow(-3 * day), status: 'final', homeTeamId: e, awayTeamId: a, homeScore: 5, awayScore: 0 });
  await createGame(db, league, { startsAt: minutesFromNow(-3 * day), status: 'final', homeTeamId: f, awayTeamId: b, homeScore: 1, awayScore: 1 });
  await createGame(db, league, { startsAt: minutesFromNow(-2 * day), status: 'final', homeTeamId: c, awayTeamId: d, homeScore: 2, awayScore: 0 });
  await createGame(db, league, { startsAt: minutesFromNow(-2 * day), status: 'forfeit', homeTeamId: d, awayTeamId: e, homeScore: 0, awayScore: 3 });
  await createGame(db, league, { startsAt: minutesFromNow(2 * day), homeTeamId: a, awayTeamId: f });

  // A second division of the same season where nothing has been played yet.
  quiet = await createLeague(db, { seasonName: 'Quiet Season', seasonStatus: 'completed' });
  await db.update(teams).set({ seasonId: league.seasonId }).where(eq(teams.seasonId, quiet.seasonId));
  await setSetting(db, SETTING_KEYS.pointsForDraw, '2');
  await setSetting(db, SETTING_KEYS.forfeitScore, '4-1');
  // Home shows the tables the public sees: the live ones while auto-publish is on (decision 041).
  await setSetting(db, SETTING_KEYS.autoPublishStandings, 'true');
});

describe('GET /api/home standings', () => {
  it("shows the current season's divisions with results, top rows only, with the league's points", async () => {
    const response = await server.client().api('GET /api/home');
    expect(response.status).toBe(200);
    const { standings } = response.body;
    expect(standings.map((s) => s.division_id)).toEqual([league.divisionId]);
    const rows = standings[0]?.rows ?? [];
    expect(rows).toHaveLength(HOME_STANDINGS_ROWS);
    // E: 5-0 win and a 4-1 forfeit win (stored 3-0, counted as the league's 4-1): 6 pts, GD +8.
    // C: 2-0 win, 3 pts. F and B drew (2 pts each with draws worth 2): by name, "Extra … F" before "Team … B".
    expect(rows[0]).toEqual({
      team_id: extraTeamIds[0],
      team_name: expect.stringMatching(/ E$/),
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      goal_difference: 8,
      points: 6,
    });
    expect(rows.slice(1).map((r) => [r.team_id, r.points])).toEqual([
      [league.teamIds[2], 3],
      [extraTeamIds[1], 2],
      [league.teamIds[1], 2],
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['drawn', 'goal_difference', 'lost', 'played', 'points', 'team_id', 'team_name', 'won']);
  });
});
