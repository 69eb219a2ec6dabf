import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { players, seasons, teamInvites, teamRosters, teams } from '../schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo captain's invite links (issue 23, decision 077): two open ones and one expired, so
 * /captain/manage-roster's invites view has something to show. Their tokens are random and only hashed, as a
 * captain's are: nobody holds them, so they show in the list and cannot be joined with.
 */
export async function seedDemoInvites(tx: Transaction, { captainUserId, now }: { captainUserId: string; now: Date }): Promise<void> {
  const [led] = await tx
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(players.userId, captainUserId), eq(teamRosters.rosterRole, 'captain'), eq(seasons.status, 'active')));
  if (!led) throw new Error('the demo captain leads no team of the active season');
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const invite = (made: number, lasts: number, maxUses: number) => ({
    teamId: led.teamId,
    tokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
    createdAt: at(made),
    expiresAt: at(made + lasts),
    maxUses,
    createdBy: captainUserId,
    clientKey: randomUUID(),
  });
  await tx.insert(teamInvites).values([invite(-12, 3, 5), invite(-2, 7, 10), invite(-1, 3, 2)]);
}
