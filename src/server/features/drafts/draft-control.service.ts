import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UndoPreview } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES } from '../../../shared/drafts';
import type { Database, Transaction } from '../../db/client';
import { draftPicks, drafts, players, teamRosters, teams } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict } from '../../http/errors';
import { type DraftRow, draftTeamsOf, loadDraft, pickAnswer } from './draft-read';
import { deadlineFrom, moveClock, namesOf, publishDraft, turnsOf } from './draft-turns';

type Change = (tx: Transaction, draft: DraftRow, now: Date) => Promise<DraftRow>;

/** One admin step under the draft's row lock, audited and published (decision 081). */
async function control(db: Database, actor: Actor | null, draftId: string, action: string, change: Change, now = new Date()): Promise<void> {
  const admin = requireActor(actor);
  await db.transaction(async (tx) => {
    const draft = await loadDraft(tx, draftId, 'update');
    if (draft.status === 'completed') throw conflict(DRAFT_MESSAGES.completed);
    const updated = await change(tx, draft, now);
    await recordAudit(tx, {
      actor: admin,
      action,
      entityType: 'draft',
      entityId: draftId,
      before: { status: draft.status, current_pick: draft.currentPick },
      after: { status: updated.status, current_pick: updated.currentPick },
    });
    await publishDraft(tx, updated);
  });
}

export const startDraft = (db: Database, actor: Actor | null, draftId: string) =>
  control(db, actor, draftId, 'draft.started', async (tx, draft, now) => {
    if (draft.status !== 'setup') throw conflict(DRAFT_MESSAGES.notSetup);
    const { teams: teamRows, order } = await turnsOf(tx, draft);
    return moveClock(tx, draft, order, namesOf(teamRows), now, { status: 'running', startedAt: now });
  });

export const pauseDraft = (db: Database, actor: Actor | null, draftId: string) =>
  control(db, actor, draftId, 'draft.paused', async (tx, draft, now) => {
    if (draft.status !== 'running') throw conflict(DRAFT_MESSAGES.cannotPause);
    const remaining = draft.pickDeadline ? Math.max(0, draft.pickDeadline.getTime() - now.getTime()) : null;
    const [row] = await tx
      .update(drafts)
      .set({ status: 'paused', pickDeadline: null, pausedRemainingMs: remaining, updatedAt: now })
      .where(eq(drafts.id, draft.id))
      .returning();
    return row as DraftRow;
  });

/** The clock goes on with what was left when paused (at least 5 s, so nobody loses a turn to the resume itself). */
export const resumeDraft = (db: Database, actor: Actor | null, draftId: string) =>
  control(db, actor, draftId, 'draft.resumed', async (tx, draft, now) => {
    if (draft.status !== 'paused') throw conflict(DRAFT_MESSAGES.notPaused);
    const left = draft.pausedRemainingMs === null ? undefined : Math.max(5_000, draft.pausedRemainingMs);
    const [row] = await tx
      .update(drafts)
      .set({
        status: 'running',
        pickDeadline: draft.currentPick === null ? null : deadlineFrom(draft, now, left),
        pausedRemainingMs: null,
        updatedAt: now,
      })
      .where(eq(drafts.id, draft.id))
      .returning();
    return row as DraftRow;
  });

async function lastPick(db: Database | Transaction, draftId: string) {
  const [row] = await db
    .select({
      pickNumber: draftPicks.pickNumber,
      teamId: draftPicks.teamId,
      playerId: draftPicks.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      source: draftPicks.source,
      pickedAt: draftPicks.pickedAt,
      teamName: teams.name,
    })
    .from(draftPicks)
    .innerJoin(players, eq(players.id, draftPicks.playerId))
    .innerJoin(teams, eq(teams.id, draftPicks.teamId))
    .where(and(eq(draftPicks.draftId, draftId), eq(draftPicks.isKeeper, false)))
    .orderBy(desc(draftPicks.pickedAt), desc(draftPicks.pickNumber))
    .limit(1);
  return row;
}

/** GET /api/drafts/{draftId}/undo-preview: the pick an undo would revert (keepers are never undone). */
export async function undoPreview(db: Database, draftId: string): Promise<UndoPreview> {
  const draft = await loadDraft(db, draftId);
  const teamCount = (await draftTeamsOf(db, draftId)).length;
  const row = draft.status === 'completed' ? undefined : await lastPick(db, draftId);
  return row ? { pick: pickAnswer(row, teamCount), team: { id: row.teamId, name: row.teamName } } : { pick: null, team: null };
}

/**
 * POST /api/drafts/{draftId}/undo: reverts the pick the preview showed (its number is sent: if
 * another pick came in meanwhile, 409); that team is on the clock again with a full clock.
 */
export const undoLastPick = (db: Database, actor: Actor | null, draftId: string, pickNumber: number) =>
  control(db, actor, draftId, 'draft.pick_undone', async (tx, draft, now) => {
    if (draft.status === 'setup') throw conflict(DRAFT_MESSAGES.nothingToUndo);
    const last = await lastPick(tx, draftId);
    if (!last) throw conflict(DRAFT_MESSAGES.nothingToUndo);
    if (last.pickNumber !== pickNumber) throw conflict(DRAFT_MESSAGES.undoChanged);
    await tx.delete(draftPicks).where(and(eq(draftPicks.draftId, draftId), eq(draftPicks.pickNumber, pickNumber)));
    const { teams: teamRows, order } = await turnsOf(tx, draft);
    return moveClock(tx, draft, order, namesOf(teamRows), now);
  });

/**
 * POST /api/drafts/{draftId}/complete: once every pick is in, the rosters are written in one
 * transaction with the status change (a player already on another team of the division: 409,
 * nothing written).
 */
export const completeDraft = (db: Database, actor: Actor | null, draftId: string) =>
  control(db, actor, draftId, 'draft.completed', async (tx, draft, now) => {
    if (draft.status === 'setup' || draft.currentPick !== null) throw conflict(DRAFT_MESSAGES.picksLeft);
    const picks = await tx.select({ teamId: draftPicks.teamId, playerId: draftPicks.playerId }).from(draftPicks).where(eq(draftPicks.draftId, draftId));
    const onRosters = picks.length
      ? await tx
          .select({ teamId: teamRosters.teamId, playerId: teamRosters.playerId })
          .from(teamRosters)
          .where(
            and(
              eq(teamRosters.seasonId, draft.seasonId),
              eq(teamRosters.divisionId, draft.divisionId),
              inArray(
                teamRosters.playerId,
                picks.map((p) => p.playerId),
              ),
            ),
          )
      : [];
    const teamOf = new Map(onRosters.map((r) => [r.playerId, r.teamId]));
    if (picks.some((p) => teamOf.has(p.playerId) && teamOf.get(p.playerId) !== p.teamId)) throw new AppError('CONFLICT', DRAFT_MESSAGES.rosterClash);
    const fresh = picks.filter((p) => !teamOf.has(p.playerId));
    if (fresh.length) {
      await tx.insert(teamRosters).values(
        fresh.map((p) => ({
          teamId: p.teamId,
          playerId: p.playerId,
          seasonId: draft.seasonId,
          divisionId: draft.divisionId,
          rosterRole: 'player' as const,
          joinedAt: now,
        })),
      );
    }
    const [row] = await tx
      .update(drafts)
      .set({ status: 'completed', completedAt: now, pickDeadline: null, pausedRemainingMs: null, currentPick: null, updatedAt: now })
      .where(eq(drafts.id, draft.id))
      .returning();
    return row as DraftRow;
  });
