import { and, eq } from 'drizzle-orm';
import type { AdminRosterRequests, RosterRequest } from '../../../shared/api/captain';
import { CAPTAIN_MESSAGES } from '../../../shared/captain';
import type { RejectRosterRequestInput } from '../../../shared/schemas/captain';
import { recordAudit } from '../../core/audit/audit.service';
import type { Database, Transaction } from '../../db/client';
import { rosterChangeRequests } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { lockTeam } from '../teams/index';
import { selectRosterRequests } from './captain-roster.service';
import { applyAdd, applyRemove, assertMayJoin } from './roster-changes';

/** The admins' queue: every pending request of every team, newest first. */
export async function listPendingRosterRequests(db: Database): Promise<AdminRosterRequests> {
  return { items: await selectRosterRequests(db, and(eq(rosterChangeRequests.status, 'pending')), 500) };
}

async function lockPending(tx: Transaction, requestId: string) {
  const [request] = await tx.select().from(rosterChangeRequests).where(eq(rosterChangeRequests.id, requestId)).for('update');
  if (!request) throw notFound('That request');
  if (request.status !== 'pending') throw new AppError('CONFLICT', CAPTAIN_MESSAGES.requestDecided);
  return request;
}

async function answer(tx: Transaction, requestId: string): Promise<RosterRequest> {
  const [request] = await selectRosterRequests(tx, and(eq(rosterChangeRequests.id, requestId)), 1);
  if (!request) throw notFound('That request');
  return request;
}

/**
 * Applies a captain's request (decision 076), checked again now: the player may have joined
 * another team, become suspended, or the division's rules changed since it was filed. A refusal
 * leaves the request pending, so the admin can reject it with the reason.
 */
export async function approveRosterRequest(db: Database, admin: Actor, requestId: string): Promise<RosterRequest> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, requestId);
    const team = await lockTeam(tx, pending.teamId);
    if (pending.kind === 'add') {
      await assertMayJoin(tx, team, pending.playerId);
      await applyAdd(tx, admin, team, pending.playerId);
    } else {
      await applyRemove(tx, admin, team.id, pending.playerId);
    }
    const [after] = await tx
      .update(rosterChangeRequests)
      .set({ status: 'approved', decidedByUserId: admin.userId, decidedAt: new Date() })
      .where(eq(rosterChangeRequests.id, requestId))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'teams.roster_change_approved', entityType: 'team', entityId: team.id, before: pending, after });
    return answer(tx, requestId);
  });
}

export async function rejectRosterRequest(db: Database, admin: Actor, requestId: string, input: RejectRosterRequestInput): Promise<RosterRequest> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, requestId);
    const [after] = await tx
      .update(rosterChangeRequests)
      .set({ status: 'rejected', decidedByUserId: admin.userId, decidedAt: new Date(), decisionNote: input.note ?? '' })
      .where(eq(rosterChangeRequests.id, requestId))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'teams.roster_change_rejected', entityType: 'team', entityId: pending.teamId, before: pending, after });
    return answer(tx, requestId);
  });
}
