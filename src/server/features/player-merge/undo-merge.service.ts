import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { PlayerMerge } from '../../../shared/api/player-merge';
import { PLAYER_MERGE_MESSAGES } from '../../../shared/player-merge';
import { recordAudit } from '../../core/audit/audit.service';
import type { Database, Transaction } from '../../db/client';
import { playerMerges, players, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { MergeChanges, UserLinkChange } from './merge-changes';
import { toPlayerMerge } from './merges-list.service';
import { PLAYER_REFERENCES } from './player-references';
import { insertRows, moveRowsBack, setStatus } from './reference-sql';

const changedSince = (what: string) => conflict(`The merge cannot be undone: ${what} changed since the merge.`);

async function restoreUserLink(tx: Transaction, link: UserLinkChange, primaryId: string, duplicateId: string): Promise<void> {
  if (link.kind === 'none') return;
  if (link.kind === 'moved') {
    const moved = await tx
      .update(players)
      .set({ userId: null, updatedAt: new Date() })
      .where(and(eq(players.id, primaryId), eq(players.userId, link.userId)))
      .returning({ id: players.id });
    if (moved.length === 0) throw changedSince("the primary's account link");
  }
  const [holder] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, link.userId));
  if (holder) throw changedSince("the duplicate's account link");
  const back = await tx
    .update(players)
    .set({ userId: link.userId, updatedAt: new Date() })
    .where(and(eq(players.id, duplicateId), isNull(players.userId)))
    .returning({ id: players.id });
  if (back.length === 0) throw changedSince("the duplicate's account link");
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/**
 * POST /api/admin/player-merges/:mergeId/undo (decision 084). What moved goes back, what was
 * set aside returns, cancelled rows get their status again, the account link is restored: all
 * or nothing. Refused (409) while a newer merge involves either player, or when anything the
 * merge moved has since been deleted or moved on, or a set-aside row's place is taken now.
 */
export async function undoMerge({ db, actor, mergeId }: { db: Database; actor: Actor | null; mergeId: string }): Promise<PlayerMerge> {
  const admin = requireActor(actor);
  try {
    return await db.transaction(async (tx) => {
      const [merge] = await tx.select().from(playerMerges).where(eq(playerMerges.id, mergeId)).for('update');
      if (!merge) throw notFound('That merge');
      if (merge.undoneAt) throw conflict(PLAYER_MERGE_MESSAGES.alreadyUndone);
      const pair = [merge.primaryPlayerId, merge.duplicatePlayerId];
      await tx
        .select({ id: players.id })
        .from(players)
        .where(or(eq(players.id, pair[0] as string), eq(players.id, pair[1] as string)))
        .orderBy(players.id)
        .for('update');
      const involves = (column: typeof playerMerges.primaryPlayerId | typeof playerMerges.duplicatePlayerId) =>
        or(eq(column, merge.primaryPlayerId), eq(column, merge.duplicatePlayerId));
      const [newer] = await tx
        .select({ id: playerMerges.id })
        .from(playerMerges)
        .where(
          and(
            isNull(playerMerges.undoneAt),
            ne(playerMerges.id, merge.id),
            // Compared in the database: a JavaScript Date drops PostgreSQL's microseconds.
            gt(playerMerges.mergedAt, sql`(select m.merged_at from player_merges m where m.id = ${merge.id})`),
            or(involves(playerMerges.primaryPlayerId), involves(playerMerges.duplicatePlayerId)),
          ),
        );
      if (newer) throw conflict(PLAYER_MERGE_MESSAGES.newerMerge);
      const changes = merge.changes as MergeChanges;
      // Backwards: the last reference moved is the first put back.
      for (const ref of [...PLAYER_REFERENCES].reverse()) {
        const change = changes.references[ref.key];
        if (!change) continue;
        const back = await moveRowsBack(tx, ref, change.to, change.from, change.moved);
        if (back !== change.moved.length) throw changedSince(ref.label.toLowerCase());
        await setStatus(tx, ref, change.from, change.cancelled);
        await insertRows(tx, ref, change.dropped);
      }
      await restoreUserLink(tx, changes.userLink, merge.primaryPlayerId, merge.duplicatePlayerId);
      const [undone] = await tx
        .update(playerMerges)
        .set({ undoneAt: new Date(), undoneByUserId: admin.userId })
        .where(eq(playerMerges.id, merge.id))
        .returning();
      if (!undone) throw new Error('the merge record vanished');
      await recordAudit(tx, {
        actor: admin,
        action: 'player.merge_undone',
        entityType: 'player_merge',
        entityId: merge.id,
        before: { undone_at: null },
        after: { undone_at: undone.undoneAt },
      });
      const [mergedBy] = merge.mergedByUserId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, merge.mergedByUserId)) : [];
      return toPlayerMerge(undone, { mergedBy: mergedBy?.email ?? null, undoneBy: admin.email });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('The merge cannot be undone: a place the duplicate held is taken now (a roster number, a registration, an answer).');
    throw error;
  }
}
