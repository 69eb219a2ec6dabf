import { count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlayerMerge, PlayerMergesPage } from '../../../shared/api/player-merge';
import { MERGES_PAGE_SIZE_DEFAULT, MERGES_PAGE_SIZE_MAX } from '../../../shared/player-merge';
import type { Database } from '../../db/client';
import { playerMerges, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { listQuerySchema, pageWindow } from '../../http/list-query';
import type { MergeChanges } from './merge-changes';

export const listMergesQuerySchema = listQuerySchema({}, { pageSizeDefault: MERGES_PAGE_SIZE_DEFAULT, pageSizeMax: MERGES_PAGE_SIZE_MAX });
export type ListMergesQuery = z.infer<typeof listMergesQuerySchema>;

type MergeRow = typeof playerMerges.$inferSelect;

export function toPlayerMerge(row: MergeRow, names: { mergedBy: string | null; undoneBy: string | null }): PlayerMerge {
  const changes = row.changes as MergeChanges;
  const refs = Object.values(changes.references);
  return {
    id: row.id,
    primary: { id: row.primaryPlayerId, name: row.primaryName },
    duplicate: { id: row.duplicatePlayerId, name: row.duplicateName },
    moved: refs.reduce((sum, r) => sum + r.moved.length, 0),
    set_aside: refs.reduce((sum, r) => sum + r.dropped.length, 0),
    merged_at: row.mergedAt.toISOString(),
    merged_by: names.mergedBy,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undone_by: names.undoneBy,
  };
}

/** GET /api/admin/player-merges: the history, newest first. */
export async function listMerges({ db, actor, query }: { db: Database; actor: Actor | null; query: ListMergesQuery }): Promise<PlayerMergesPage> {
  requireActor(actor);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(playerMerges).orderBy(desc(playerMerges.mergedAt), desc(playerMerges.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(playerMerges),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => [r.mergedByUserId, r.undoneByUserId]).filter((id): id is string => id !== null))];
  const emails = new Map(
    userIds.length ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))).map((u) => [u.id, u.email]) : [],
  );
  const nameOf = (id: string | null) => (id ? (emails.get(id) ?? null) : null);
  return {
    items: rows.map((r) => toPlayerMerge(r, { mergedBy: nameOf(r.mergedByUserId), undoneBy: nameOf(r.undoneByUserId) })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Where a merged player's answers point: the primary it was merged into (following merges of merges). */
export async function resolveMergedPlayerId(db: Database, playerId: string): Promise<string> {
  let current = playerId;
  for (let hops = 0; hops < 10; hops += 1) {
    const [live] = await db
      .select({ primary: playerMerges.primaryPlayerId, undoneAt: playerMerges.undoneAt })
      .from(playerMerges)
      .where(eq(playerMerges.duplicatePlayerId, current))
      .orderBy(desc(playerMerges.mergedAt));
    if (!live || live.undoneAt) return current;
    current = live.primary;
  }
  return current;
}
