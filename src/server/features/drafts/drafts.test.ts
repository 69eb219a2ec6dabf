import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftBoard } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES } from '../../../shared/drafts';
import { teamRosters } from '../../db/schema/index';
import { type DraftLeague, setUpDraftLeague } from '../../test/drafts-factories';
import type { HttpClient } from '../../test/http-client';
import { notificationsOf } from '../../test/notifications-received';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer();
let d: DraftLeague;
beforeAll(async () => {
  d = await setUpDraftLeague(t.server);
});

const create = (client: HttpClient, body: Record<string, unknown> = {}) =>
  client.sendUnchecked('POST', `/api/seasons/${d.league.seasonId}/divisions/${d.league.divisionId}/drafts`, {
    rounds: 2,
    team_ids: d.league.teamIds,
    pick_clock_seconds: 60,
    ...body,
  });
const newDraft = async (body: Record<string, unknown> = {}): Promise<DraftBoard> => {
  const answer = await create(d.admin.client, body);
  expect(answer.status).toBe(201);
  return answer.body as DraftBoard;
};
const board = (client: HttpClient, draftId: string) => client.api('GET /api/drafts/:draftId/board', { params: { draftId } });
const pick = (client: HttpClient, draftId: string, playerId: string, pickNumber?: number) =>
  client.api('POST /api/drafts/:draftId/picks', { params: { draftId }, body: { player_id: playerId, ...(pickNumber ? { pick_number: pickNumber } : {}) } });
const start = (client: HttpClient, draftId: string) => client.api('POST /api/drafts/:draftId/start', { params: { draftId } });
const [poolOf] = [(b: DraftBoard) => b.pool.map((p) => p.player_id)];

describe('creating a draft', () => {
  it('anonymous 401, players and captains 403; admins create it with the order given', async () => {
    expect((await create(t.server.client())).status).toBe(401);
    expect((await create(d.player.client)).status).toBe(403);
    expect((await create(d.captainA.user.client)).status).toBe(403);
    const made = await newDraft({ format: 'linear' });
    expect(made.draft).toMatchObject({ status: 'setup', format: 'linear', rounds: 2, total_picks: 8, pick_clock_seconds: 60 });
    expect(made.order).toEqual([...d.league.teamIds, ...d.league.teamIds]);
    expect(made.pool.map((p) => p.player_id).slice(0, 9)).toEqual(d.pool.slice(0, 9));
    expect(new Set(poolOf(made))).toEqual(new Set(d.pool));
  });

  it('bad input is a 422 under its field', async () => {
    const rounds = await create(d.admin.client, { rounds: 0 });
    expect(rounds.status).toBe(422);
    expect(rounds.error.issues).toContainEqual({ path: 'rounds', message: DRAFT_MESSAGES.rounds });
    const clock = await create(d.admin.client, { pick_clock_seconds: 1 });
    expect(clock.error.issues).toContainEqual({ path: 'pick_clock_seconds', message: DRAFT_MESSAGES.clock });
    const foreign = await create(d.admin.client, { team_ids: [d.league.teamIds[0], d.captainA.playerId] });
    expect(foreign.status).toBe(422);
    expect(foreign.error.issues).toContainEqual({ path: 'team_ids', message: DRAFT_MESSAGES.teamNotInDivision });
    const keeper = await create(d.admin.client, { keepers: [{ team_id: d.league.teamIds[0], player_id: d.pool[0], round: 3 }] });
    expect(keeper.error.issues).toContainEqual({ path: 'keepers.0.round', message: DRAFT_MESSAGES.keeperRound });
  });

  it('keepers take their team’s pick of the chosen round (snake: team A picks 8th in round 2)', async () => {
    const made = await newDraft({ keepers: [{ team_id: d.league.teamIds[0], player_id: d.pool[3], round: 2 }] });
    expect(made.picks).toEqual([expect.objectContaining({ pick_number: 8, round: 2, team_id: d.league.teamIds[0], source: 'keeper' })]);
    expect(poolOf(made)).not.toContain(d.pool[3]);
  });

  it('the division page lists teams, pool and drafts for admins only', async () => {
    const path = { params: { seasonId: d.league.seasonId, divisionId: d.league.divisionId } };
    expect((await t.server.client().api('GET /api/seasons/:seasonId/divisions/:divisionId/drafts', path)).status).toBe(401);
    expect((await d.captainA.user.client.api('GET /api/seasons/:seasonId/divisions/:divisionId/drafts', path)).status).toBe(403);
    const page = await d.admin.client.api('GET /api/seasons/:seasonId/divisions/:divisionId/drafts', path);
    expect(page.body.teams).toHaveLength(4);
    expect(page.body.drafts.length).toBeGreaterThan(0);
  });
});

describe('watching and picking', () => {
  it('the board: anonymous 401, players 403, a captain of no team in it 403; its captains (no notes) and admins', async () => {
    const made = await newDraft();
    expect((await board(t.server.client(), made.draft.id)).status).toBe(401);
    expect((await board(d.player.client, made.draft.id)).status).toBe(403);
    expect((await board(d.outsider.user.client, made.draft.id)).status).toBe(403);
    const mine = await board(d.captainA.user.client, made.draft.id);
    expect(mine.body.my_team_ids).toEqual([d.league.teamIds[0]]);
    expect(mine.body.pool.every((p) => p.notes === null)).toBe(true);
    expect((await board(d.admin.client, made.draft.id)).body.is_admin).toBe(true);
    const lists = await d.captainA.user.client.api('GET /api/drafts');
    expect(lists.body.drafts.map((x) => x.id)).toContain(made.draft.id);
    expect((await d.outsider.user.client.api('GET /api/drafts')).body.drafts.map((x) => x.id)).not.toContain(made.draft.id);
  });

  it('a snake draft: captains pick only on the clock; refusals are 409 with the board; captains are told', async () => {
    const made = await newDraft();
    const id = made.draft.id;
    expect((await start(d.captainA.user.client, id)).status).toBe(403);
    expect((await pick(d.captainA.user.client, id, d.pool[0] as string)).status).toBe(409);
    const started = await start(d.admin.client, id);
    expect(started.body.draft).toMatchObject({ status: 'running', current_pick: 1 });
    expect(started.body.draft.pick_deadline).not.toBeNull();
    expect(await notificationsOf(t.server, d.captainA.user.userId, 'draft_on_the_clock')).toHaveLength(1);
    expect(await notificationsOf(t.server, d.captainB.user.userId, 'draft_on_the_clock')).toHaveLength(1);

    const early = await pick(d.captainB.user.client, id, d.pool[0] as string);
    expect(early.status).toBe(409);
    expect(early.error.message).toBe(DRAFT_MESSAGES.notYourTurn);
    expect((early.error.detail as DraftBoard).draft.current_pick).toBe(1);
    expect((await pick(d.outsider.user.client, id, d.pool[0] as string)).status).toBe(403);
    expect((await pick(d.player.client, id, d.pool[0] as string)).status).toBe(403);
    const bad = await d.captainA.user.client.sendUnchecked('POST', `/api/drafts/${id}/picks`, { player_id: 'nope' });
    expect(bad.status).toBe(422);
    const stranger = await pick(d.captainA.user.client, id, d.captainB.playerId);
    expect(stranger.error.issues).toContainEqual({ path: 'player_id', message: DRAFT_MESSAGES.notInPool });

    const first = await pick(d.captainA.user.client, id, d.pool[0] as string, 1);
    expect(first.status).toBe(201);
    expect(first.body.pick).toMatchObject({ pick_number: 1, round: 1, team_id: d.league.teamIds[0], source: 'captain' });
    expect(first.body.state.current_pick).toBe(2);
    const taken = await pick(d.captainB.user.client, id, d.pool[0] as string);
    expect(taken.error.message).toBe(DRAFT_MESSAGES.taken);
    expect((await pick(d.captainB.user.client, id, d.pool[1] as string, 2)).status).toBe(201);
    const stale = await pick(d.admin.client, id, d.pool[2] as string, 2);
    expect(stale.error.message).toBe(DRAFT_MESSAGES.turnPassed);
    for (const [n, p] of [3, 4, 5, 6].entries()) {
      const answer = await pick(d.admin.client, id, d.pool[2 + n] as string, p);
      expect(answer.body.pick.source).toBe('admin');
    }
    // Snake: B picks 7th, A 8th.
    expect((await pick(d.captainA.user.client, id, d.pool[6] as string)).error.message).toBe(DRAFT_MESSAGES.notYourTurn);
    expect((await pick(d.captainB.user.client, id, d.pool[6] as string)).status).toBe(201);

    const complete = (client: HttpClient) => client.api('POST /api/drafts/:draftId/complete', { params: { draftId: id } });
    expect((await complete(d.captainA.user.client)).status).toBe(403);
    expect((await complete(d.admin.client)).error.message).toBe(DRAFT_MESSAGES.picksLeft);
    expect((await pick(d.captainA.user.client, id, d.pool[7] as string, 8)).status).toBe(201);
    const done = await complete(d.admin.client);
    expect(done.body.draft.status).toBe('completed');
    const rosterA = await t.server.db
      .select()
      .from(teamRosters)
      .where(and(eq(teamRosters.teamId, d.league.teamIds[0]), eq(teamRosters.playerId, d.pool[0] as string)));
    expect(rosterA).toHaveLength(1);
    expect((await pick(d.admin.client, id, d.pool[8] as string)).error.message).toBe(DRAFT_MESSAGES.completed);
  });
});
