import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftBoard } from '../../../shared/api/drafts';
import { draftPicks } from '../../db/schema/index';
import { type DraftLeague, setUpDraftLeague } from '../../test/drafts-factories';
import { withTestServer } from '../../test/with-test-server';

// Picks sent at once. On PostgreSQL (TEST_DATABASE_URL) each runs on its own connection: the
// draft's row lock and the unique keys must let exactly one of them in (decision 081).

const t = withTestServer();
let d: DraftLeague;
beforeAll(async () => {
  d = await setUpDraftLeague(t.server);
});

describe('picks at the same moment', () => {
  it('20 picks of one player: exactly one succeeds, the others get 409 with the board', async () => {
    const made = await d.admin.client.sendUnchecked('POST', `/api/seasons/${d.league.seasonId}/divisions/${d.league.divisionId}/drafts`, {
      rounds: 3,
      team_ids: d.league.teamIds,
    });
    const id = (made.body as DraftBoard).draft.id;
    await d.admin.client.api('POST /api/drafts/:draftId/start', { params: { draftId: id } });
    const clients = [d.admin.client, d.captainA.user.client];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (clients[i % 2] ?? d.admin.client).api('POST /api/drafts/:draftId/picks', { params: { draftId: id }, body: { player_id: d.pool[0] as string } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409)).toBe(true);
    expect(refused.every((a) => (a.error.detail as DraftBoard).picks.length === 1)).toBe(true);
    expect(await t.server.db.select().from(draftPicks).where(eq(draftPicks.draftId, id))).toHaveLength(1);
  });
});
