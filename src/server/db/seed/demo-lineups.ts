import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { formationsFor } from '../../../shared/formations';
import type { Transaction } from '../client';
import { gameAvailability, gameLineupPlayers, gameLineups, games, players, substituteRequests, teamRosters, teams } from '../schema/index';
import { readLeagueSettings } from '../../core/settings/league-settings';

/**
 * The demo captain's next game (decisions 079, 080): most of the roster answered going, a saved
 * formation with them placed and the rest on the bench, and an open substitute request, so
 * /captain/formation, /player/my-schedule and the game page show real data.
 */
export async function seedDemoLineups(tx: Transaction, { captainUserId, now }: { captainUserId: string; now: Date }): Promise<void> {
  const [place] = await tx
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .where(eq(players.userId, captainUserId))
    .orderBy(sql`${teamRosters.joinedAt} desc`);
  if (!place) return;
  const [game] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(or(eq(games.homeTeamId, place.teamId), eq(games.awayTeamId, place.teamId)), eq(games.status, 'scheduled'), gt(games.startsAt, now)))
    .orderBy(asc(games.startsAt))
    .limit(1);
  if (!game) return;
  const roster = await tx
    .select({ id: teamRosters.playerId })
    .from(teamRosters)
    .where(eq(teamRosters.teamId, place.teamId))
    .orderBy(sql`${teamRosters.jerseyNumber} asc nulls last`);
  const { playersPerSide } = await readLeagueSettings(tx);
  const formation = formationsFor(playersPerSide)[0];
  if (!formation) return;
  // Two players cannot make it: the reason the captain asks for a substitute.
  const going = roster.slice(0, Math.max(roster.length - 2, 0));
  const notGoing = roster.slice(going.length);
  await tx
    .insert(gameAvailability)
    .values([
      ...going.map((p) => ({ gameId: game.id, playerId: p.id, status: 'going' as const })),
      ...notGoing.map((p) => ({ gameId: game.id, playerId: p.id, status: 'not_going' as const })),
    ])
    .onConflictDoNothing();
  await tx.insert(gameLineups).values({ gameId: game.id, teamId: place.teamId, formation: formation.key, playersPerSide, updatedByUserId: captainUserId });
  const placements = going.map((p, i) => ({ gameId: game.id, teamId: place.teamId, playerId: p.id, slot: formation.slots[i]?.id ?? null }));
  if (placements.length > 0) await tx.insert(gameLineupPlayers).values(placements);
  await tx.insert(substituteRequests).values({
    gameId: game.id,
    teamId: place.teamId,
    requestedByUserId: captainUserId,
    note: 'Two of ours are away: a defender would be ideal.',
    clientKey: 'demo-substitute-request',
  });
}
