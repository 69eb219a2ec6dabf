import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDiscipline } from '../../../shared/api/discipline';
import { auditLog } from '../../db/schema/index';
import { setUpDisciplineSeason, giveCard, storedAdjustments, type DisciplineSeason } from '../../test/discipline-factories';
import { createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins } from '../../test/personas';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: { adminName: 'Alex Admin' } });

async function discipline(seasonId: string): Promise<AdminDiscipline> {
  const response = await t.personas.admin.client.api('GET /api/admin/discipline', { query: { season_id: seasonId } });
  expect(response.status).toBe(200);
  return response.body;
}

function adjust(client: CreatedUser['client'], body: Record<string, unknown>) {
  return client.sendUnchecked('PUT', '/api/admin/discipline/adjustments', body);
}

describe('GET /api/admin/discipline', () => {
  let s: DisciplineSeason;
  let servedRed: string;
  let servingRed: string;
  beforeAll(async () => {
    // Games 1–3 played, 4 postponed, 5 still to come.
    s = await setUpDisciplineSeason(t.server, ['final', 'final', 'forfeit', 'postponed', 'scheduled']);
    const [g1, , g3] = s.gameIds;
    servedRed = await giveCard(t.server, { gameId: g1 ?? '', teamId: s.teamA, playerId: s.dana, type: 'red_card' });
    servingRed = await giveCard(t.server, { gameId: g3 ?? '', teamId: s.teamB, playerId: s.fay, type: 'red_card' });
    // A deleted red card suspends no one; four yellows are one short of a suspension.
    await giveCard(t.server, { gameId: g1 ?? '', teamId: s.teamA, playerId: s.eli, type: 'red_card', deleted: true });
    for (const gameId of [g1, g1, g3, g3]) await giveCard(t.server, { gameId: gameId ?? '', teamId: s.teamA, playerId: s.eli, type: 'yellow_card' });
  });

  it("lists the season's suspensions, serving first, with what was served, and the rules in force", async () => {
    const body = await discipline(s.league.seasonId);
    expect(body.season?.id).toBe(s.league.seasonId);
    expect(body.rules).toEqual({ red_card_suspension_games: 1, yellow_cards_per_suspension: 5, yellow_card_suspension_games: 1 });
    expect(body.suspensions).toEqual([
      expect.objectContaining({
        key: `red:${servingRed}`,
        player: { id: s.fay, name: expect.stringMatching(/^Fay Card/) },
        team: { id: s.teamB, name: expect.stringMatching(/ B$/) },
        reason: 'red_card',
        reason_label: 'Red card',
        origin_game: expect.objectContaining({ id: s.gameIds[2], opponent_name: expect.stringMatching(/ A$/) }),
        games: 1,
        // The postponed game 4 serves nothing.
        served: 0,
        remaining: 1,
        status: 'serving',
        adjustment: null,
      }),
      expect.objectContaining({ key: `red:${servedRed}`, player: expect.objectContaining({ id: s.dana }), served: 1, remaining: 0, status: 'served' }),
    ]);
  });

  it('counts the fifth yellow card as soon as it is recorded', async () => {
    await giveCard(t.server, { gameId: s.gameIds[2] ?? '', teamId: s.teamA, playerId: s.eli, type: 'yellow_card', minute: 80 });
    const body = await discipline(s.league.seasonId);
    expect(body.suspensions.find((x) => x.player.id === s.eli)).toMatchObject({
      key: 'yellows:5',
      reason: 'yellow_cards',
      yellow_cards: 5,
      reason_label: '5 yellow cards',
    });
  });

  it("follows the league's settings", async () => {
    const changed = await t.personas.admin.client.api('PUT /api/admin/settings', { body: { red_card_suspension_games: 2 } });
    expect(changed.status).toBe(200);
    try {
      const body = await discipline(s.league.seasonId);
      expect(body.rules.red_card_suspension_games).toBe(2);
      expect(body.suspensions.find((x) => x.key === `red:${servedRed}`)).toMatchObject({ rule_games: 2, games: 2, served: 2, status: 'served' });
    } finally {
      await t.personas.admin.client.api('PUT /api/admin/settings', { body: { red_card_suspension_games: 1 } });
    }
  });

  it('answers 404 for a season that does not exist and 422 for a malformed season id', async () => {
    const missing = await t.personas.admin.client.api('GET /api/admin/discipline', { query: { season_id: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND', message: 'That season was not found.' } });
    const malformed = await t.personas.admin.client.api('GET /api/admin/discipline', { query: { season_id: 'last-year' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ error: { code: 'VALIDATION', issues: [{ path: 'season_id', message: 'Season must be a season id.' }] } });
  });
});

describe('PUT /api/admin/discipline/adjustments', () => {
  let s: DisciplineSeason;
  let red: string;
  let body: Record<string, unknown>;
  beforeAll(async () => {
    s = await setUpDisciplineSeason(t.server, ['final', 'final', 'scheduled', 'scheduled']);
    red = await giveCard(t.server, { gameId: s.gameIds[1] ?? '', teamId: s.teamA, playerId: s.dana, type: 'red_card' });
    body = { season_id: s.league.seasonId, player_id: s.dana, suspension_key: `red:${red}`, games: 0, reason: 'Appeal upheld: mistaken identity.' };
  });

  it('lifts a suspension with a reason, shows who did it, and audits before and after', async () => {
    const response = await adjust(t.personas.admin.client, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      key: `red:${red}`,
      rule_games: 1,
      games: 0,
      remaining: 0,
      status: 'lifted',
      adjustment: { games: 0, reason: 'Appeal upheld: mistaken identity.', adjusted_by: 'Alex Admin' },
    });
    expect((await discipline(s.league.seasonId)).suspensions).toEqual([expect.objectContaining({ key: `red:${red}`, status: 'lifted' })]);
    const [audit] = await t.server.db.select().from(auditLog).where(eq(auditLog.action, 'discipline.suspension_adjusted')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: t.personas.admin.userId, entityType: 'suspension_adjustments' });
    expect(audit?.before).toMatchObject({ suspension: `red:${red}`, games: 1, remaining: 1, status: 'serving', adjustment_reason: null });
    expect(audit?.after).toMatchObject({ games: 0, status: 'lifted', adjustment_reason: 'Appeal upheld: mistaken identity.' });
  });

  it('keeps one row per suspension: sending again changes it in place, and lengthening works', async () => {
    await adjust(t.personas.admin.client, body);
    const longer = await adjust(t.personas.admin.client, { ...body, games: 3, reason: 'Violent conduct: three games.' });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ games: 3, remaining: 3, status: 'serving', adjustment: { games: 3, reason: 'Violent conduct: three games.' } });
    const rows = await storedAdjustments(t.server, s.league.seasonId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ games: 3, reason: 'Violent conduct: three games.' });
  });

  it('leaves one row when two admins adjust the same suspension at once', async () => {
    const other = await createUser(t.server, { roles: ['admin'] });
    const answers = await Promise.all([
      adjust(t.personas.admin.client, { ...body, games: 2, reason: 'First admin.' }),
      adjust(other.client, { ...body, games: 4, reason: 'Second admin.' }),
      adjust(t.personas.admin.client, { ...body, games: 2, reason: 'First admin.' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await storedAdjustments(t.server, s.league.seasonId);
    expect(rows).toHaveLength(1);
    expect([2, 4]).toContain(rows[0]?.games);
    // What the page shows is the row that stayed.
    expect((await discipline(s.league.seasonId)).suspensions[0]?.adjustment?.games).toBe(rows[0]?.games);
  });

  it.each([
    [{ games: 21 }, 'games', 'Games must be a whole number from 0 to 20 (0 lifts the suspension).'],
    [{ games: -1 }, 'games', 'Games must be a whole number from 0 to 20 (0 lifts the suspension).'],
    [{ games: 1.5 }, 'games', 'Games must be a whole number from 0 to 20 (0 lifts the suspension).'],
    [{ reason: '   ' }, 'reason', 'Give a reason of 1 to 500 characters.'],
    [{ reason: 'x'.repeat(501) }, 'reason', 'Give a reason of 1 to 500 characters.'],
    [{ reason: undefined }, 'reason', 'Give a reason of 1 to 500 characters.'],
    [{ season_id: 'this-season' }, 'season_id', 'Choose a season.'],
    [{ player_id: 42 }, 'player_id', 'Choose a player.'],
    [{ suspension_key: 'blue:1' }, 'suspension_key', 'Choose a suspension of this player.'],
  ])('refuses %j with 422 and the field message, changing nothing', async (change, path, message) => {
    const before = await storedAdjustments(t.server, s.league.seasonId);
    const response = await adjust(t.personas.admin.client, { ...body, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', message, issues: [{ path, message }] } });
    expect(await storedAdjustments(t.server, s.league.seasonId)).toEqual(before);
  });

  it('answers 404 for a suspension the player does not have, another player’s, or an unknown season, changing nothing', async () => {
    const before = await storedAdjustments(t.server, s.league.seasonId);
    const cases = [
      { ...body, suspension_key: 'yellows:5' },
      { ...body, suspension_key: `red:${randomUUID()}` },
      { ...body, player_id: s.eli },
      { ...body, season_id: randomUUID() },
    ];
    for (const change of cases) {
      const response = await adjust(t.personas.admin.client, change);
      expect(response.status, JSON.stringify(change)).toBe(404);
      expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(await storedAdjustments(t.server, s.league.seasonId)).toEqual(before);
  });

  it('is for admins only: 401 anonymous, 403 player, captain, referee and statistician, changing nothing', async () => {
    await expectOnlyAdmins(
      t.server,
      t.personas,
      [
        ['GET', `/api/admin/discipline?season_id=${s.league.seasonId}`],
        ['PUT', '/api/admin/discipline/adjustments', { ...body, games: 9, reason: 'Not allowed.' }],
      ],
      { unchanged: () => storedAdjustments(t.server, s.league.seasonId) },
    );
  });
});
