import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { LineupGames, TeamLineup } from '../../../shared/api/lineups';
import { FORMATION_MESSAGES } from '../../../shared/formations';
import { SETTING_KEYS } from '../../../shared/settings';
import { gameLineupPlayers, gameLineups, games, siteSettings } from '../../db/schema/index';
import { setUpLineupLeague, type LineupLeague } from '../../test/lineups-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let l: LineupLeague;

beforeAll(async () => {
  l = await setUpLineupLeague(t.server);
  await t.server.db
    .insert(siteSettings)
    .values({ settingKey: SETTING_KEYS.playersPerSide, settingValue: '7' })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: '7' } });
});

beforeEach(async () => {
  await t.server.db.delete(gameLineups);
});

const lineupPath = () => `/api/games/${l.gameId}/lineups/${l.teamA}`;
const good = () => ({
  formation: '2-3-1',
  placements: [
    { player_id: l.captainA.playerId, slot: 'gk' },
    { player_id: l.playerA.playerId, slot: 'm2' },
  ],
});
const stored = () => t.server.db.select({ playerId: gameLineupPlayers.playerId, slot: gameLineupPlayers.slot }).from(gameLineupPlayers);

describe('GET a team lineup', () => {
  it('anonymous 401; a player or captain of another team 403; the team reads it, its captain and admins also get who may be placed', async () => {
    expect((await t.server.client().request('GET', lineupPath())).status).toBe(401);
    expect((await l.playerC.user.client.request<ApiErrorBody>('GET', lineupPath())).status).toBe(403);
    expect((await l.captainC.user.client.request<ApiErrorBody>('GET', lineupPath())).status).toBe(403);
    // The opposing team's captain does not see this side's lineup either.
    expect((await l.captainB.user.client.request<ApiErrorBody>('GET', lineupPath())).status).toBe(403);

    const asPlayer = await l.playerA.user.client.request<TeamLineup>('GET', lineupPath());
    expect(asPlayer.status).toBe(200);
    expect(asPlayer.body).toMatchObject({ may_edit: false, candidates: null, players_per_side: 7, formation: null, editable: true });
    expect(asPlayer.body.formations.map((f) => f.key)).toEqual(['2-3-1', '3-2-1', '2-2-2']);
    expect(asPlayer.body.formations[0]?.slots).toHaveLength(7);

    for (const client of [l.captainA.user.client, l.admin.client]) {
      const lead = await client.request<TeamLineup>('GET', lineupPath());
      expect(lead.status).toBe(200);
      expect(lead.body.may_edit).toBe(true);
      // Only those who said they are going: the absent player is not offered.
      expect(lead.body.candidates?.map((c) => c.name).sort()).toEqual([l.captainA.name, l.playerA.name].sort());
    }
  });

  it('a team not in the game and a game that does not exist are 404', async () => {
    expect((await l.admin.client.api('GET /api/games/:gameId/lineups/:teamId', { params: { gameId: l.gameId, teamId: l.league.teamIds[2] } })).status).toBe(
      404,
    );
    expect(
      (await l.admin.client.api('GET /api/games/:gameId/lineups/:teamId', { params: { gameId: '00000000-0000-4000-8000-000000000000', teamId: l.teamA } }))
        .status,
    ).toBe(404);
  });
});

describe('PUT a team lineup', () => {
  it('anonymous 401; players, the team included, and other teams’ captains 403; nothing stored', async () => {
    expect((await t.server.client().request('PUT', lineupPath(), good())).status).toBe(401);
    expect((await l.playerA.user.client.request('PUT', lineupPath(), good())).status).toBe(403);
    expect((await l.playerC.user.client.request('PUT', lineupPath(), good())).status).toBe(403);
    expect((await l.captainC.user.client.request('PUT', lineupPath(), good())).status).toBe(403);
    expect((await l.captainB.user.client.request('PUT', lineupPath(), good())).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('the captain saves; the player sees their position on their schedule and on the game', async () => {
    const saved = await l.captainA.user.client.request<TeamLineup>('PUT', lineupPath(), good());
    expect(saved.status).toBe(200);
    expect(saved.body.formation).toBe('2-3-1');
    expect(saved.body.slots).toEqual([
      { slot: 'gk', label: 'Goalkeeper', player: { id: l.captainA.playerId, name: l.captainA.name } },
      { slot: 'm2', label: 'Midfielder 2', player: { id: l.playerA.playerId, name: l.playerA.name } },
    ]);
    const schedule = await l.playerA.user.client.api('GET /api/me/schedule');
    expect(schedule.body.upcoming.find((g) => g.game.id === l.gameId)?.my_position).toBe('Midfielder 2');
    const mine = await l.playerA.user.client.api('GET /api/games/:gameId/my-lineup', { params: { gameId: l.gameId } });
    expect(mine.body).toMatchObject({ team: { id: l.teamA }, formation: '2-3-1', my_position: 'Midfielder 2' });
    // Someone on neither side gets an empty answer, not another team's lineup.
    const other = await l.playerC.user.client.api('GET /api/games/:gameId/my-lineup', { params: { gameId: l.gameId } });
    expect(other.body).toEqual({ team: null, formation: null, my_position: null, slots: [], bench: [] });
  });

  it('an admin saves, the bench included; saving again replaces the lineup', async () => {
    expect((await l.admin.client.request('PUT', lineupPath(), good())).status).toBe(200);
    const again = await l.admin.client.request<TeamLineup>('PUT', lineupPath(), {
      formation: '3-2-1',
      placements: [
        { player_id: l.captainA.playerId, slot: 'd1' },
        { player_id: l.playerA.playerId, slot: null },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.bench).toEqual([{ id: l.playerA.playerId, name: l.playerA.name }]);
    expect((await stored()).sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
      [
        { playerId: l.captainA.playerId, slot: 'd1' },
        { playerId: l.playerA.playerId, slot: null },
      ].sort((a, b) => a.playerId.localeCompare(b.playerId)),
    );
    const mine = await l.playerA.user.client.api('GET /api/games/:gameId/my-lineup', { params: { gameId: l.gameId } });
    expect(mine.body.my_position).toBe('Bench');
  });

  it.each([
    ['a formation of another size', { formation: '4-4-2', placements: [] }, 'formation', FORMATION_MESSAGES.formation],
    ['a slot not in the formation', { formation: '2-3-1', placements: [{ slot: 'f3' }] }, 'placements.0.slot', FORMATION_MESSAGES.slot],
    ['one slot twice', { formation: '2-3-1', placements: [{ slot: 'gk' }, { slot: 'gk', who: 'playerA' }] }, 'placements.1.slot', FORMATION_MESSAGES.slotTwice],
    [
      'a player who is not going',
      { formation: '2-3-1', placements: [{ slot: 'gk', who: 'absentA' }] },
      'placements.0.player_id',
      FORMATION_MESSAGES.notAvailable,
    ],
    [
      'a player of the other team',
      { formation: '2-3-1', placements: [{ slot: 'gk', who: 'playerB' }] },
      'placements.0.player_id',
      FORMATION_MESSAGES.notAvailable,
    ],
  ] as const)('%s: 422 under the field, nothing stored', async (_name, body, path, message) => {
    const who = (w?: string) => (w === 'playerA' ? l.playerA : w === 'absentA' ? l.absentA : w === 'playerB' ? l.playerB : l.captainA).playerId;
    const placements = body.placements.map((p) => ({ player_id: who('who' in p ? p.who : undefined), slot: p.slot }));
    const refused = await l.captainA.user.client.request<ApiErrorBody>('PUT', lineupPath(), { formation: body.formation, placements });
    expect(refused.status).toBe(422);
    expect(refused.body.error.issues).toEqual([{ path, message }]);
    expect(await stored()).toEqual([]);
  });

  it('the database keeps a slot to one player', async () => {
    await l.captainA.user.client.request('PUT', lineupPath(), good());
    await expect(
      t.server.db.insert(gameLineupPlayers).values({ gameId: l.gameId, teamId: l.teamA, playerId: l.absentA.playerId, slot: 'gk' }),
    ).rejects.toThrow();
  });

  it('after kick-off the lineup no longer changes: 409', async () => {
    const [row] = await t.server.db.select({ startsAt: games.startsAt }).from(games).where(eq(games.id, l.gameId));
    await t.server.db
      .update(games)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(games.id, l.gameId));
    try {
      expect((await l.captainA.user.client.request('PUT', lineupPath(), good())).status).toBe(409);
    } finally {
      if (row) await t.server.db.update(games).set({ startsAt: row.startsAt }).where(eq(games.id, l.gameId));
    }
  });
});

describe('GET the team games to set a lineup for', () => {
  it('anonymous 401; players and other captains 403; the captain and admins get the coming games', async () => {
    const path = `/api/captain/teams/${l.teamA}/lineup-games`;
    expect((await t.server.client().request('GET', path)).status).toBe(401);
    expect((await l.playerA.user.client.request('GET', path)).status).toBe(403);
    expect((await l.captainC.user.client.request('GET', path)).status).toBe(403);
    await l.captainA.user.client.request('PUT', lineupPath(), good());
    for (const client of [l.captainA.user.client, l.admin.client]) {
      const games = await client.request<LineupGames>('GET', path);
      expect(games.status).toBe(200);
      expect(games.body.items).toEqual([expect.objectContaining({ formation: '2-3-1', placed: 2, going: 2, open_substitute_requests: 0 })]);
    }
  });
});
