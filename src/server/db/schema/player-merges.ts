import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { players } from './league';

/**
 * One merge of a duplicate player record into a primary (decision 084). The row is the
 * duplicate's `merged_into` pointer while `undone_at` is null (one live merge per duplicate,
 * kept by the unique index), and the record of what moved, so an undo can put it back.
 * `changes` is a MergeChanges (src/server/features/player-merge/merge-changes.ts).
 */
export const playerMerges = pgTable(
  'player_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    primaryPlayerId: uuid('primary_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    duplicatePlayerId: uuid('duplicate_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Names as they were at the merge, for the history. */
    primaryName: text('primary_name').notNull(),
    duplicateName: text('duplicate_name').notNull(),
    changes: jsonb('changes').notNull(),
    mergedByUserId: text('merged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByUserId: text('undone_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('player_merges_live_duplicate_uq').on(t.duplicatePlayerId).where(sql`${t.undoneAt} is null`),
    index('player_merges_primary_idx').on(t.primaryPlayerId),
    index('player_merges_merged_at_idx').on(t.mergedAt),
  ],
);
