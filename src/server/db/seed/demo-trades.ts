import { and, asc, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../client';
import { players, seasons, teamRosters, teams, tradePlayers, trades, tradeSteps } from '../schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pending trade (issue 24, decision 082): the demo captain's team offered one of its players
 * for one of another team's two days ago; the other captain has not answered yet. The demo
 * captain sees it on /captain/trades (and may withdraw it), the admin on /admin/trades.
 */
export async function seedDemoTrades(tx: Transaction, { captainUserId, now }: { captainUserId: string; now: Date }): Promise<void> {
  const [led] = await tx
    .select({ team: teams })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(players.userId, captainUserId), eq(teamRosters.rosterRole, 'captain'), eq(seasons.status, 'active')));
  if (!led) throw new Error('the demo captain leads no team of the active season');
  const { team } = led;
  const [other] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.seasonId, team.seasonId), eq(teams.divisionId, team.divisionId), ne(teams.id, team.id)))
    .orderBy(asc(teams.name))
    .limit(1);
  if (!other) return;
  const tradeable = (teamId: string) =>
    tx
      .select({ id: teamRosters.playerId })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.rosterRole, 'player')))
      .orderBy(asc(players.lastName), asc(players.firstName))
      .limit(1);
  const [give] = await tradeable(team.id);
  const [get] = await tradeable(other.id);
  if (!give || !get) return;
  const proposedAt = new Date(now.getTime() - 2 * DAY_MS);
  const message = 'We are short of a defender; happy to swap a midfielder for one.';
  const [trade] = await tx
    .insert(trades)
    .values({
      seasonId: team.seasonId,
      divisionId: team.divisionId,
      proposingTeamId: team.id,
      receivingTeamId: other.id,
      message,
      createdAt: proposedAt,
      updatedAt: proposedAt,
    })
    .returning({ id: trades.id });
  if (!trade) throw new Error('the demo trade was not stored');
  await tx.insert(tradePlayers).values([
    { tradeId: trade.id, playerId: give.id, fromTeamId: team.id },
    { tradeId: trade.id, playerId: get.id, fromTeamId: other.id },
  ]);
  await tx.insert(tradeSteps).values({ tradeId: trade.id, step: 'proposed', actorUserId: captainUserId, note: message, at: proposedAt });
}
