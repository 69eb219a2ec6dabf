import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { teams } from './league';

// Team chat (issue 23, decision 078).

/**
 * One message of a team's chat. `seq` is the order (history pages, read state, unread counts);
 * `(author_user_id, client_key)` is unique, so a retry or an offline resend of one message is
 * stored once. A deleted message keeps its row and place, its body emptied.
 */
export const teamChatMessages = pgTable(
  'team_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Chosen by the sender's device (a UUID): the same key is the same message. */
    clientKey: text('client_key').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: text('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('team_chat_messages_author_client_key_uq').on(t.authorUserId, t.clientKey),
    index('team_chat_messages_team_seq_idx').on(t.teamId, t.seq),
    check('team_chat_messages_deleted_body_empty', sql`${t.deletedAt} is null or ${t.body} = ''`),
  ],
);

/**
 * One person's state in one team's chat: the last message they have seen (unread counts), mute,
 * and the e-mail digest's bookkeeping. `digest_sent_at` is only ever set by an update that
 * requires it to be an hour old, so at most one digest an hour, whatever number of processes.
 */
export const teamChatStates = pgTable(
  'team_chat_states',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    /** The last message an e-mail digest told them about. */
    lastDigestSeq: bigint('last_digest_seq', { mode: 'number' }).notNull().default(0),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_chat_states_user_idx').on(t.userId)],
);
