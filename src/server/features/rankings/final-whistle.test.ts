import { beforeAll, describe, expect, it } from 'vitest';
import { recorded, setUpGameDay, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

// Issue 20 item 6 (decision 060): a new league's /rankings follows the final whistle; a league
// that publishes by hand keeps its published table, and the public answer says that newer
// results exist and when the table was published.

const t = withTestServer({ personas: true });
let day: GameDay;
const admin = () => t.personas.admin.client;

beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

async function divisionTable() {
  const answer = await t.server.client().api('GET /api/rankings', { query: { season_id: day.league.seasonId } });
  expect(answer.status).toBe(200);
  const table = answer.body.tables.find((x) => x.division_id === day.league.divisionId);
  if (!table) throw new Error('no public table for the division');
  return table;
}

const playedBy = async (teamId: string) => (await divisionTable()).rows.find((r) => r.team_id === teamId)?.played;

/** A game of the first two teams, 1-0, ended by its referee. */
async function refereeEndsAGame() {
  const gameId = await day.newGame();
  const referee = day.assignedReferee.client;
  await recorded(referee, gameId, 'kick_off');
  await recorded(referee, gameId, 'goal', { minute: 10, team_id: day.league.teamIds[0], player_id: day.home[0]?.id });
  await recorded(referee, gameId, 'full_time');
}

describe('/api/rankings after a final whistle', () => {
  it('shows the result at once in a new league: auto-publish is the default', async () => {
    const settings = await admin().api('GET /api/admin/settings');
    expect(settings.body.auto_publish_standings).toBe(true);
    const [home] = day.league.teamIds;
    const before = (await playedBy(home ?? '')) ?? 0;
    await refereeEndsAGame();
    const table = await divisionTable();
    expect(table).toMatchObject({ source: 'live', newer_results: false });
    expect(table.rows.find((r) => r.team_id === home)?.played).toBe(before + 1);
  });

  it('keeps the published table while the league publishes by hand, and says newer results exist', async () => {
    const off = await admin().api('PUT /api/admin/settings', { body: { auto_publish_standings: false } });
    expect(off.status).toBe(200);
    const published = await admin().api('POST /api/admin/rankings/publish', { body: { season_id: day.league.seasonId } });
    expect(published.status).toBe(200);
    const snapshot = await divisionTable();
    expect(snapshot).toMatchObject({ source: 'published', newer_results: false, as_of: published.body.published[0]?.published_at });

    await refereeEndsAGame();
    const behind = await divisionTable();
    // The table stays as published, with its date, and now says results came in since.
    expect(behind).toEqual({ ...snapshot, newer_results: true });

    // Publication by hand brings the table up to date.
    expect((await admin().api('POST /api/admin/rankings/publish', { body: { season_id: day.league.seasonId } })).status).toBe(200);
    const republished = await divisionTable();
    expect(republished).toMatchObject({ source: 'published', newer_results: false });
    expect(republished.rows.find((r) => r.team_id === day.league.teamIds[0])?.played).toBe(
      (snapshot.rows.find((r) => r.team_id === day.league.teamIds[0])?.played ?? 0) + 1,
    );
  });
});
