import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DraftPick, DraftState } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES, DRAFT_PICK_GRACE_MS, type DraftPickSource } from '../../../shared/drafts';
import type { MakePickInput } from '../../../shared/schemas/drafts';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { draftPicks, draftQueueEntries, drafts, players } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';
import type { Actor } from '../../http/context';
import { AppError, conflict, invalidField } from '../../http/errors';
import { draftViewerOf } from './draft-access';
import { loadPool } from './draft-pool';
import { type DraftRow, loadDraft, pickAnswer, stateOf } from './draft-read';
import { moveClock, namesOf, publishDraft, turnsOf } from './draft-turns';

export interface PickResult {
  pick: DraftPick;
  state: DraftState;
}

/** Has the pick on the clock run out, grace included? Only then does the server pick (decision 081). */
export const clockRanOut = (draft: DraftRow, now: Date) =>
  draft.status === 'running' && draft.pickDeadline !== null && draft.pickDeadline.getTime() + DRAFT_PICK_GRACE_MS < now.getTime();

/** Stores a pick under the draft's row lock, moves the clock on and tells every watcher. */
async function storePick(
  tx: Transaction,
  draft: DraftRow,
  pick: { teamId: string; playerId: string; source: DraftPickSource; by: Actor | null },
  now: Date,
): Promise<PickResult> {
  const { teams, order } = await turnsOf(tx, draft);
  const pickNumber = draft.currentPick as number;
  try {
    // A savepoint: a clash leaves the transaction usable for the 409.
    await tx.transaction(async (sp) => {
      await sp.insert(draftPicks).values({
        draftId: draft.id,
        pickNumber,
        teamId: pick.teamId,
        playerId: pick.playerId,
        source: pick.source,
        pickedByUserId: pick.by?.userId ?? null,
        pickedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DRAFT_MESSAGES.taken);
    throw error;
  }
  const updated = await moveClock(tx, draft, order, namesOf(teams), now);
  const [player] = await tx.select({ firstName: players.firstName, lastName: players.lastName }).from(players).where(eq(players.id, pick.playerId));
  const answer = pickAnswer(
    {
      pickNumber,
      teamId: pick.teamId,
      playerId: pick.playerId,
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      source: pick.source,
      pickedAt: now,
    },
    teams.length,
  );
  if (pick.source === 'admin') {
    await recordAudit(tx, { actor: pick.by, action: 'draft.picked_for_team', entityType: 'draft', entityId: draft.id, before: null, after: answer });
  }
  await publishDraft(tx, updated, answer);
  return { pick: answer, state: stateOf(updated) };
}

/**
 * POST /api/drafts/{draftId}/picks (decision 081): a captain for their team when it is on the
 * clock, an admin for the team on the clock. The draft's row lock puts simultaneous picks one
 * after the other; the unique (draft, player) and (draft, pick number) keys are the last word.
 * A clock that already ran out is settled by the server first, so the pick is refused then.
 */
export async function makePick({
  db,
  actor,
  draftId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  draftId: string;
  input: MakePickInput;
  now?: Date;
}) {
  await settleExpiredClock(db, draftId, now);
  return db.transaction(async (tx) => {
    const draft = await loadDraft(tx, draftId, 'update');
    const viewer = await draftViewerOf(tx, actor, draftId);
    if (draft.status === 'completed') throw conflict(DRAFT_MESSAGES.completed);
    if (draft.status !== 'running') throw conflict(DRAFT_MESSAGES.notRunning);
    if (draft.currentPick === null) throw conflict(DRAFT_MESSAGES.allPicked);
    if (input.pick_number !== undefined && input.pick_number !== draft.currentPick) throw conflict(DRAFT_MESSAGES.turnPassed);
    if (clockRanOut(draft, now)) throw conflict(DRAFT_MESSAGES.turnPassed);
    const { order } = await turnsOf(tx, draft);
    const teamId = order[draft.currentPick - 1] as string;
    if (!viewer.isAdmin && !viewer.myTeamIds.includes(teamId)) throw conflict(DRAFT_MESSAGES.notYourTurn);
    const [taken] = await tx
      .select({ n: draftPicks.pickNumber })
      .from(draftPicks)
      .where(and(eq(draftPicks.draftId, draftId), eq(draftPicks.playerId, input.player_id)));
    if (taken) throw conflict(DRAFT_MESSAGES.taken);
    const [candidate] = await loadPool(
      tx,
      { seasonId: draft.seasonId, divisionId: draft.divisionId, draftId, playerIds: [input.player_id] },
      { withNotes: false },
    );
    if (!candidate) throw invalidField('player_id', DRAFT_MESSAGES.notInPool);
    if (!candidate.eligible) throw invalidField('player_id', candidate.ineligible_reason ?? DRAFT_MESSAGES.ineligible);
    return storePick(tx, draft, { teamId, playerId: input.player_id, source: viewer.isAdmin ? 'admin' : 'captain', by: viewer.actor }, now);
  });
}

/**
 * The clock's pick (decision 081): when the pick on the clock ran out (grace included), the
 * team's captain's queue gives the first available eligible player, else the highest-skilled
 * eligible one. Idempotent: it re-reads the draft under its row lock (skip locked: a pick in
 * progress settles it) and does nothing unless the clock still ran out. Only the server calls
 * it: a device never causes a pick. Returns whether it picked.
 */
export async function autoPickExpired(db: Database, draftId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(drafts).where(eq(drafts.id, draftId)).for('update', { skipLocked: true });
    if (!draft || !clockRanOut(draft, now) || draft.currentPick === null) return false;
    const { order } = await turnsOf(tx, draft);
    const teamId = order[draft.currentPick - 1] as string;
    const pool = (await loadPool(tx, { seasonId: draft.seasonId, divisionId: draft.divisionId, draftId }, { withNotes: false })).filter((p) => p.eligible);
    const queue = await tx
      .select({ playerId: draftQueueEntries.playerId })
      .from(draftQueueEntries)
      .where(and(eq(draftQueueEntries.draftId, draftId), eq(draftQueueEntries.teamId, teamId)))
      .orderBy(asc(draftQueueEntries.rank));
    const available = new Set(pool.map((p) => p.player_id));
    const queued = queue.find((q) => available.has(q.playerId));
    const choice = queued?.playerId ?? pool[0]?.player_id;
    if (!choice) {
      // Nobody eligible is left: the clock stops and an admin decides.
      await tx.update(drafts).set({ pickDeadline: null, updatedAt: now }).where(eq(drafts.id, draftId));
      return false;
    }
    await storePick(tx, draft, { teamId, playerId: choice, source: queued ? 'queue' : 'best_available', by: null }, now);
    return true;
  });
}

/** A draft whose clock ran out is picked for before anything reads or picks (the job does the same every tick). */
export async function settleExpiredClock(db: Database, draftId: string, now = new Date()): Promise<void> {
  const [draft] = await db.select().from(drafts).where(eq(drafts.id, draftId));
  if (draft && clockRanOut(draft, now)) await autoPickExpired(db, draftId, now);
}

/** Every running draft whose clock ran out (the clock job, decision 081). */
export async function runDraftClocks({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const due = await db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.status, 'running'), lt(drafts.pickDeadline, new Date(now.getTime() - DRAFT_PICK_GRACE_MS))))
    .orderBy(sql`${drafts.pickDeadline} asc`)
    .limit(100);
  let picked = 0;
  for (const { id } of due) if (await autoPickExpired(db, id, now)) picked += 1;
  return picked;
}

/** 409s that carry the board (decision 081): the caller sees at once what happened. */
export function isConflict(error: unknown): error is AppError {
  return error instanceof AppError && error.status === 409;
}
