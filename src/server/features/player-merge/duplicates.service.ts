import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { LikelyDuplicatesPage } from '../../../shared/api/player-merge';
import { DUPLICATES_PAGE_SIZE_DEFAULT, DUPLICATES_PAGE_SIZE_MAX } from '../../../shared/player-merge';
import type { Database } from '../../db/client';
import { playerMerges, players, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { listQuerySchema, pageWindow, searchParam } from '../../http/list-query';
import { findLikelyPairs, type LikelyPair, normaliseName } from './duplicate-scoring';
import { toMergePlayer } from './merge-players';

export const listDuplicatesQuerySchema = listQuerySchema(
  { q: searchParam() },
  { pageSizeDefault: DUPLICATES_PAGE_SIZE_DEFAULT, pageSizeMax: DUPLICATES_PAGE_SIZE_MAX },
);
export type ListDuplicatesQuery = z.infer<typeof listDuplicatesQuerySchema>;

const mentions = (pair: LikelyPair, q: string) => {
  const needle = normaliseName(q);
  const email = q.trim().toLowerCase();
  return [pair.a, pair.b].some(
    (p) => normaliseName(`${p.firstName}${p.lastName}`).includes(needle) || (email !== '' && (p.email ?? '').toLowerCase().includes(email)),
  );
};

/**
 * GET /api/admin/player-merges/duplicates (decision 084): every player not merged away is read
 * once (a few columns), grouped by blocking keys and scored in memory; the page is cut on the
 * server. A league's thousands of players take milliseconds.
 */
export async function listLikelyDuplicates({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor | null;
  query: ListDuplicatesQuery;
}): Promise<LikelyDuplicatesPage> {
  requireActor(actor);
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      phone: players.phone,
      dateOfBirth: players.dateOfBirth,
      userId: players.userId,
      accountEmail: users.email,
    })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    // Players merged away (a live merge names them its duplicate) are not listed.
    .leftJoin(playerMerges, and(eq(playerMerges.duplicatePlayerId, players.id), isNull(playerMerges.undoneAt)))
    .where(isNull(playerMerges.id))
    // Oldest record first: in a pair, the older is listed first (often the one to keep).
    .orderBy(players.createdAt, players.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const q = query.q ?? '';
  const pairs = findLikelyPairs(rows).filter((pair) => q === '' || mentions(pair, q));
  const { limit, offset } = pageWindow(query);
  return {
    items: pairs.slice(offset, offset + limit).map((pair) => {
      const [a, b] = [byId.get(pair.a.id), byId.get(pair.b.id)];
      if (!a || !b) throw new Error('a scored player vanished');
      return { score: pair.score, reasons: pair.reasons, players: [toMergePlayer(a), toMergePlayer(b)] as const };
    }),
    total: pairs.length,
    page: query.page,
    page_size: query.page_size,
  };
}
