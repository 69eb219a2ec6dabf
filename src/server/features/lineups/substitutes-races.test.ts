import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSTITUTE_MESSAGES } from '../../../shared/substitutes';
import { substituteRequests } from '../../db/schema/index';
import { eligibleSub, setUpLineupLeague, type LineupLeague } from '../../test/lineups-factories';
import { uniqueId } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

// Claims sent at once. On PostgreSQL (TEST_DATABASE_URL) each runs on its own connection: the
// conditional update (open → filled) must let exactly one of them win (decision 080).

const t = withTestServer();
let l: LineupLeague;
beforeAll(async () => {
  l = await setUpLineupLeague(t.server);
});

const newRequest = async () =>
  (
    await l.captainA.user.client.api('POST /api/games/:gameId/substitute-requests', {
      params: { gameId: l.gameId },
      body: { team_id: l.teamA, client_key: `key-${uniqueId()}` },
    })
  ).body;

describe('claims of one request at once', () => {
  it('two players claiming together: exactly one plays, the other hears it was taken', async () => {
    const [first, second] = [await eligibleSub(t.server, l, 'Ann'), await eligibleSub(t.server, l, 'Ben')];
    for (let round = 0; round < 3; round += 1) {
      const request = await newRequest();
      const answers = await Promise.all(
        [first, second].map((p) => p.user.client.api('POST /api/substitute-requests/:requestId/claim', { params: { requestId: request.id } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200);
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.error.message).toBe(SUBSTITUTE_MESSAGES.taken);
      const [row] = await t.server.db.select().from(substituteRequests).where(eq(substituteRequests.id, request.id));
      expect(row?.status).toBe('filled');
      expect(row?.claimedByPlayerId).toBe(winner?.body.substitute?.id);
      // Free both for the next round: each plays at most once per game.
      await t.server.db.update(substituteRequests).set({ status: 'cancelled', claimedByPlayerId: null }).where(eq(substituteRequests.id, request.id));
    }
  });

  it('one player claiming two requests of the game at once plays once', async () => {
    const player = await eligibleSub(t.server, l, 'Cy');
    const [a, b] = [await newRequest(), await newRequest()];
    const answers = await Promise.all(
      [a, b].map((r) => player.user.client.api('POST /api/substitute-requests/:requestId/claim', { params: { requestId: r.id } })),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const mine = await t.server.db.select().from(substituteRequests).where(eq(substituteRequests.claimedByPlayerId, player.playerId));
    expect(mine).toHaveLength(1);
  });
});
