import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { MergePlayer } from '../../../shared/api/player-merge';
import { PLAYER_MERGE_MESSAGES } from '../../../shared/player-merge';
import type { Database, Transaction } from '../../db/client';
import { playerMerges, players, teamChatMessages, users } from '../../db/schema/index';
import { conflict, invalidField, notFound } from '../../http/errors';

export interface MergeSide {
  id: string;
  userId: string | null;
  summary: MergePlayer;
}

const columns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  email: players.email,
  phone: players.phone,
  dateOfBirth: players.dateOfBirth,
  userId: players.userId,
  accountEmail: users.email,
};
type Row = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  userId: string | null;
  accountEmail: string | null;
};

export const toMergePlayer = (r: Row): MergePlayer => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  phone: r.phone,
  date_of_birth: r.dateOfBirth,
  account_email: r.accountEmail,
});

export const fullName = (p: MergePlayer) => `${p.first_name} ${p.last_name}`;

/** The summaries of some players, by id. */
export async function mergePlayersById(db: Database | Transaction, ids: readonly string[]): Promise<Map<string, MergePlayer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((r) => [r.id, toMergePlayer(r)]));
}

/**
 * The two players of a merge, checked: different, both there, neither merged away already.
 * With `lock`, their rows are locked (in id order, so two merges of one pair cannot deadlock):
 * the second of two simultaneous merges waits here and then finds the first one's record.
 */
export async function loadPair(
  tx: Transaction,
  input: { primary_id: string; duplicate_id: string },
  { lock }: { lock: boolean },
): Promise<{ primary: MergeSide; duplicate: MergeSide }> {
  if (input.primary_id === input.duplicate_id) throw invalidField('duplicate_id', PLAYER_MERGE_MESSAGES.samePlayer);
  const ids = [input.primary_id, input.duplicate_id].sort();
  if (lock) await tx.select({ id: players.id }).from(players).where(inArray(players.id, ids)).orderBy(players.id).for('update');
  const rows = await tx.select(columns).from(players).leftJoin(users, eq(users.id, players.userId)).where(inArray(players.id, ids));
  const side = (id: string, what: string): MergeSide => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(what);
    return { id, userId: row.userId, summary: toMergePlayer(row) };
  };
  const primary = side(input.primary_id, 'The primary player');
  const duplicate = side(input.duplicate_id, 'The duplicate player');
  const merged = await tx
    .select({ duplicateId: playerMerges.duplicatePlayerId, primaryName: playerMerges.primaryName })
    .from(playerMerges)
    .where(and(inArray(playerMerges.duplicatePlayerId, ids), isNull(playerMerges.undoneAt)));
  for (const m of merged) {
    const who = m.duplicateId === primary.id ? primary : duplicate;
    throw conflict(`${fullName(who.summary)} was merged into ${m.primaryName} already.`);
  }
  return { primary, duplicate };
}

/** Chat messages written by an account: they follow the account, not the player record. */
export async function chatMessagesOf(tx: Transaction, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(teamChatMessages)
    .where(and(eq(teamChatMessages.authorUserId, userId), isNull(teamChatMessages.deletedAt)));
  return row?.n ?? 0;
}
