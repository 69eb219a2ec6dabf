import { eq } from 'drizzle-orm';
import type { MergePreview, PlayerMerge } from '../../../shared/api/player-merge';
import type { PlayerMergeInput } from '../../../shared/schemas/player-merge';
import { recordAudit } from '../../core/audit/audit.service';
import type { Database, Transaction } from '../../db/client';
import { playerMerges, players } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import type { MergeChanges, ReferenceChanges, UserLinkChange } from './merge-changes';
import { fullName, loadPair, type MergeSide } from './merge-players';
import { planMerge, valuesOf } from './merge-plan';
import { toPlayerMerge } from './merges-list.service';
import { PLAYER_REFERENCES } from './player-references';
import { conflictingRows, deleteRows, moveRows, setStatus } from './reference-sql';

/** GET /api/admin/player-merges/preview: nothing is written. */
export async function previewMerge({ db, actor, input }: { db: Database; actor: Actor | null; input: PlayerMergeInput }): Promise<MergePreview> {
  requireActor(actor);
  return db.transaction(async (tx) => {
    const { primary, duplicate } = await loadPair(tx, input, { lock: false });
    return planMerge(tx, primary, duplicate);
  });
}

async function moveUserLink(tx: Transaction, primary: MergeSide, duplicate: MergeSide): Promise<UserLinkChange> {
  if (!duplicate.userId) return { kind: 'none' };
  // players.user_id is unique: the duplicate lets go first.
  await tx.update(players).set({ userId: null, updatedAt: new Date() }).where(eq(players.id, duplicate.id));
  if (primary.userId) return { kind: 'unlinked', userId: duplicate.userId };
  await tx.update(players).set({ userId: duplicate.userId, updatedAt: new Date() }).where(eq(players.id, primary.id));
  return { kind: 'moved', userId: duplicate.userId };
}

/**
 * POST /api/admin/player-merges (decision 084): in one transaction, with both player rows
 * locked, every reference of PLAYER_REFERENCES moves from the duplicate to the primary, its
 * conflicts settled as the preview said; the record of what moved is the duplicate's
 * merged_into pointer and what the undo reads; audited.
 */
export async function mergePlayers({ db, actor, input }: { db: Database; actor: Actor | null; input: PlayerMergeInput }): Promise<PlayerMerge> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const { primary, duplicate } = await loadPair(tx, input, { lock: true });
    const preview = await planMerge(tx, primary, duplicate);
    const references: Record<string, ReferenceChanges> = {};
    for (const ref of PLAYER_REFERENCES) {
      const values = valuesOf(ref, primary, duplicate);
      if (!values) continue;
      const clashes = await conflictingRows(tx, ref, values.from, values.to);
      const resolution = ref.conflict?.resolution;
      const change: ReferenceChanges = { ...values, moved: [], dropped: [], cancelled: [], kept: 0 };
      if (resolution === 'drop') {
        change.dropped = clashes.map((c) => c.row);
        await deleteRows(
          tx,
          ref,
          values.from,
          clashes.map((c) => c.key),
        );
      } else if (resolution === 'cancel') {
        change.cancelled = clashes.map((c) => ({ key: c.key, status: String(c.row.status) }));
        await setStatus(
          tx,
          ref,
          values.from,
          change.cancelled.map((c) => ({ key: c.key, status: 'cancelled' })),
        );
      }
      const keep = resolution === 'keep' ? clashes.map((c) => c.key) : [];
      change.kept = keep.length;
      change.moved = await moveRows(tx, ref, values.from, values.to, keep);
      if (change.moved.length + change.dropped.length + change.kept > 0) references[ref.key] = change;
    }
    const changes: MergeChanges = { version: 1, references, userLink: await moveUserLink(tx, primary, duplicate) };
    const [record] = await tx
      .insert(playerMerges)
      .values({
        primaryPlayerId: primary.id,
        duplicatePlayerId: duplicate.id,
        primaryName: fullName(primary.summary),
        duplicateName: fullName(duplicate.summary),
        changes,
        mergedByUserId: admin.userId,
      })
      .returning();
    if (!record) throw new Error('the merge record was not stored');
    await recordAudit(tx, {
      actor: admin,
      action: 'player.merged',
      entityType: 'player_merge',
      entityId: record.id,
      before: { primary: primary.summary, duplicate: duplicate.summary },
      after: { moves: preview.moves.filter((m) => m.rows > 0), user_link: preview.user_link.outcome },
    });
    return toPlayerMerge(record, { mergedBy: admin.email ?? null, undoneBy: null });
  });
}
