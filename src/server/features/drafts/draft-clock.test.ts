import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftBoard } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES } from '../../../shared/drafts';
import { drafts } from '../../db/schema/index';
import { type DraftLeague, setUpDraftLeague } from '../../test/drafts-factories';
import type { HttpClient } from '../../test/http-client';
import { withTestServer } from '../../test/with-test-server';
import { runDraftClocks } from './index';

const t = withTestServer();
let d: DraftLeague;
beforeAll(async () => {
  d = await setUpDraftLeague(t.server);
});

const running = async (clock: number | null = 30): Promise<DraftBoard> => {
  const made = await d.admin.client.sendUnchecked('POST', `/api/seasons/${d.league.seasonId}/divisions/${d.league.divisionId}/drafts`, {
    rounds: 2,
    team_ids: d.league.teamIds,
    pick_clock_seconds: clock,
  });
  const id = (made.body as DraftBoard).draft.id;
  // The clock job sees every draft: the earlier tests' ones stop here.
  await t.server.db
    .update(drafts)
    .set({ status: 'paused' })
    .where(and(eq(drafts.status, 'running'), ne(drafts.id, id)));
  return (await d.admin.client.api('POST /api/drafts/:draftId/start', { params: { draftId: id } })).body;
};
const queue = (client: HttpClient, draftId: string, teamId: string) =>
  client.api('GET /api/drafts/:draftId/teams/:teamId/queue', { params: { draftId, teamId } });
const setQueue = (client: HttpClient, draftId: string, teamId: string, ids: string[]) =>
  client.api('PUT /api/drafts/:draftId/teams/:teamId/queue', { params: { draftId, teamId }, body: { player_ids: ids } });
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('queues', () => {
  it('a captain reads and ranks only their team’s queue; admins any; bad ids 422', async () => {
    const b = await running();
    const [teamA, teamB] = d.league.teamIds;
    expect((await queue(t.server.client(), b.draft.id, teamA)).status).toBe(401);
    expect((await queue(d.player.client, b.draft.id, teamA)).status).toBe(403);
    expect((await queue(d.captainB.user.client, b.draft.id, teamA)).status).toBe(403);
    expect((await queue(d.outsider.user.client, b.draft.id, teamA)).status).toBe(403);
    expect((await setQueue(d.captainB.user.client, b.draft.id, teamA, [d.pool[1] as string])).status).toBe(403);
    const saved = await setQueue(d.captainA.user.client, b.draft.id, teamA, [d.pool[5] as string, d.pool[3] as string]);
    expect(saved.body.players.map((p) => p.player_id)).toEqual([d.pool[5], d.pool[3]]);
    expect((await queue(d.admin.client, b.draft.id, teamA)).body.players).toHaveLength(2);
    expect((await queue(d.captainB.user.client, b.draft.id, teamB)).body.players).toEqual([]);
    const bad = await d.captainA.user.client.sendUnchecked('PUT', `/api/drafts/${b.draft.id}/teams/${teamA}/queue`, { player_ids: ['x'] });
    expect(bad.status).toBe(422);
  });
});

describe('the clock', () => {
  it('runs out: the queue picks, else the highest skill; only once, and never before the grace is over', async () => {
    const b = await running();
    const id = b.draft.id;
    const [teamA, teamB] = d.league.teamIds;
    await setQueue(d.captainA.user.client, id, teamA, [d.pool[5] as string, d.pool[3] as string]);
    const deadline = Date.parse(b.draft.pick_deadline ?? '');
    const at = (ms: number) => new Date(deadline + ms);
    expect(await runDraftClocks({ db: t.server.db, now: at(1_000) })).toBe(0);
    expect(await runDraftClocks({ db: t.server.db, now: at(2_500) })).toBe(1);
    expect(await runDraftClocks({ db: t.server.db, now: at(2_500) })).toBe(0);
    const after = (await d.captainA.user.client.api('GET /api/drafts/:draftId/board', { params: { draftId: id } })).body;
    expect(after.picks).toEqual([
      expect.objectContaining({ pick_number: 1, team_id: teamA, source: 'queue', player: expect.objectContaining({ id: d.pool[5] }) }),
    ]);
    // Team B's deadline is 30 s from the clock's pick; B has no queue: the best player left.
    expect(await runDraftClocks({ db: t.server.db, now: at(2_500 + 33_000) })).toBe(1);
    const next = (await d.admin.client.api('GET /api/drafts/:draftId/board', { params: { draftId: id } })).body;
    expect(next.picks[1]).toMatchObject({ pick_number: 2, team_id: teamB, source: 'best_available', player: { id: d.pool[0] } });
    expect(next.draft.current_pick).toBe(3);
  });

  it('pause keeps what is left, resume goes on; undo shows first what it reverts', async () => {
    const b = await running();
    const id = b.draft.id;
    const pause = (c: HttpClient) => c.api('POST /api/drafts/:draftId/pause', { params: { draftId: id } });
    expect((await pause(d.captainA.user.client)).status).toBe(403);
    const paused = await pause(d.admin.client);
    expect(paused.body.draft).toMatchObject({ status: 'paused', pick_deadline: null });
    expect(paused.body.draft.paused_remaining_ms).toBeGreaterThan(25_000);
    expect(await runDraftClocks({ db: t.server.db, now: later(120) })).toBe(0);
    expect(
      (await d.captainA.user.client.api('POST /api/drafts/:draftId/picks', { params: { draftId: id }, body: { player_id: d.pool[0] as string } })).error
        .message,
    ).toBe(DRAFT_MESSAGES.notRunning);
    expect((await pause(d.admin.client)).error.message).toBe(DRAFT_MESSAGES.cannotPause);
    const resumed = await d.admin.client.api('POST /api/drafts/:draftId/resume', { params: { draftId: id } });
    expect(resumed.body.draft.status).toBe('running');

    const preview = (c: HttpClient) => c.api('GET /api/drafts/:draftId/undo-preview', { params: { draftId: id } });
    expect((await preview(d.captainA.user.client)).status).toBe(403);
    expect((await preview(d.admin.client)).body.pick).toBeNull();
    await d.captainA.user.client.api('POST /api/drafts/:draftId/picks', { params: { draftId: id }, body: { player_id: d.pool[2] as string } });
    const shown = (await preview(d.admin.client)).body;
    expect(shown.pick).toMatchObject({ pick_number: 1, player: { id: d.pool[2] } });
    expect(shown.team?.id).toBe(d.league.teamIds[0]);
    const undo = (c: HttpClient, n: number) => c.api('POST /api/drafts/:draftId/undo', { params: { draftId: id }, body: { pick_number: n } });
    expect((await undo(d.captainA.user.client, 1)).status).toBe(403);
    expect((await undo(d.admin.client, 2)).error.message).toBe(DRAFT_MESSAGES.undoChanged);
    const undone = await undo(d.admin.client, 1);
    expect(undone.body.draft.current_pick).toBe(1);
    expect(undone.body.pool.map((p) => p.player_id)).toContain(d.pool[2]);
    expect(undone.body.picks).toEqual([]);
  });
});
