import { beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from '../../../shared/trades';
import { setUpTradeLeague, teamOf, type TradeLeague } from '../../test/trades-factories';
import { withTestServer } from '../../test/with-test-server';

// A trade approval racing a roster change (issue 24). On PostgreSQL (TEST_DATABASE_URL) the two
// requests really run at once, each on its own connection: the teams' row locks order them, and
// whichever comes second sees what the first did.

const t = withTestServer({ personas: true });
let on: TradeLeague;
beforeAll(async () => {
  on = await setUpTradeLeague(t.server);
});

describe('a trade approval racing a roster change', () => {
  it('either the trade moves the player or the removal wins and the approval is refused with 409; never both, never half a trade', async () => {
    for (let round = 0; round < 3; round += 1) {
      const give = on.playersA[round] ?? '';
      const get = on.playersB[round] ?? '';
      const made = await on.captainA.client.api('POST /api/captain/teams/:teamId/trades', {
        params: { teamId: on.teamA },
        body: { to_team_id: on.teamB, give_player_ids: [give], get_player_ids: [get] },
      });
      await on.captainB.client.api('POST /api/captain/teams/:teamId/trades/:tradeId/accept', { params: { teamId: on.teamB, tradeId: made.body.id }, body: {} });
      const [approval, removal] = await Promise.all([
        t.personas.admin.client.api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId: made.body.id }, body: {} }),
        on.captainA.client.api('DELETE /api/captain/teams/:teamId/roster/:playerId', { params: { teamId: on.teamA, playerId: give } }),
      ]);
      const [giveTeam, getTeam] = [await teamOf(t.server, give, on.league), await teamOf(t.server, get, on.league)];
      if (approval.status === 200) {
        // The trade went first: the player had left team A, so the removal found nobody (404).
        expect(removal.status).toBe(404);
        expect([giveTeam, getTeam]).toEqual([on.teamB, on.teamA]);
      } else {
        expect(approval.status).toBe(409);
        expect(approval.error.message).toContain(TRADE_MESSAGES.rosterChanged);
        expect(removal.status).toBe(200);
        expect([giveTeam, getTeam]).toEqual([undefined, on.teamB]);
      }
    }
  });
});
