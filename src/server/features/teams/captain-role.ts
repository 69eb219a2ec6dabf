import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditLog, players, teamRosters, userRoles } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';

export const CAPTAIN_ROLE_GRANTED = 'teams.captain_role_granted';
export const CAPTAIN_ROLE_REVOKED = 'teams.captain_role_revoked';

/**
 * Keeps the account's 'captain' role in step with its player's roster roles. The rule:
 * grant it when the player captains or co-captains any team; revoke it when they lead none,
 * but only if the role held is this function's own grant (its audit row's granted_at matches),
 * so a 'captain' given by hand on /admin/users, or by the seed, stays without a team.
 */
export async function syncCaptainRole(tx: Database | Transaction, userId: string): Promise<void> {
  const leads = await tx
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(players.userId, userId), inArray(teamRosters.rosterRole, ['captain', 'co_captain'])))
    .limit(1);
  const [held] = await tx
    .select({ createdAt: userRoles.createdAt })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'captain')));

  if (leads.length > 0) {
    if (held) return;
    const grantedAt = new Date();
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: 'captain', createdAt: grantedAt })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) return; // granted at the same moment by someone else
    await recordAudit(tx, {
      actor: null,
      action: CAPTAIN_ROLE_GRANTED,
      entityType: 'user',
      entityId: userId,
      before: null,
      after: { role: 'captain', granted_at: grantedAt.toISOString() },
    });
    return;
  }

  if (!held) return;
  const [ourGrant] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, CAPTAIN_ROLE_GRANTED),
        eq(auditLog.entityType, 'user'),
        eq(auditLog.entityId, userId),
        sql`${auditLog.after} ->> 'granted_at' = ${held.createdAt.toISOString()}`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!ourGrant) return;
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'captain')));
  await recordAudit(tx, {
    actor: null,
    action: CAPTAIN_ROLE_REVOKED,
    entityType: 'user',
    entityId: userId,
    before: { role: 'captain', granted_at: held.createdAt.toISOString() },
    after: null,
  });
}

/** Syncs each distinct account among `userIds` (nulls: players without an account). */
export async function syncCaptainRoles(tx: Database | Transaction, userIds: readonly (string | null)[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    if (userId) await syncCaptainRole(tx, userId);
  }
}
