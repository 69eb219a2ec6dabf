import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games, players, teams } from './league';
import { AVAILABILITY_STATUSES, GAME_EVENT_TYPES } from '../../../shared/games';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What happened in a game, as a referee or statistician recorded it (GAME_EVENT_TYPES). The
 * game's score and status are derived from its live (not deleted) events, in the transaction
 * that writes one (decision 035). A correction edits the row and keeps its reason; a deletion
 * keeps the row with deleted_at and the reason, so the timeline can be explained.
 */
export const gameEvents = pgTable(
  'game_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** kick_off | goal | own_goal | yellow_card | red_card | half_time | full_time | note */
    type: text('type', { enum: GAME_EVENT_TYPES }).notNull(),
    /** The team the event belongs to: the scoring team for a goal, the player's team for an own goal or a card. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    assistPlayerId: uuid('assist_player_id').references(() => players.id, { onDelete: 'set null' }),
    minute: integer('minute'),
    note: text('note').notNull().default(''),
    /**
     * Chosen by the recording device; a retried or replayed event with the same key is stored
     * once. A key is its author's: the same key from another recorder is another event.
     */
    clientKey: text('client_key').notNull(),
    recordedByUserId: text('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    correctionReason: text('correction_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('game_events_author_client_key_uq').on(t.gameId, t.recordedByUserId, t.clientKey),
    index('game_events_game_idx').on(t.gameId, t.createdAt),
    index('game_events_player_idx').on(t.playerId),
    check('game_events_type_check', sql`${t.type} in ('kick_off', 'goal', 'own_goal', 'yellow_card', 'red_card', 'half_time', 'full_time', 'note')`),
    check('game_events_minute_check', sql`${t.minute} is null or (${t.minute} >= 0 and ${t.minute} <= 200)`),
  ],
);

/** A player's answer for a game (RSVP): going, maybe or not_going. */
export const gameAvailability = pgTable(
  'game_availability',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AVAILABILITY_STATUSES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId] }), check('game_availability_status_check', sql`${t.status} in ('going', 'maybe', 'not_going')`)],
);

/** The referee's post-game report: one per game, edited until the referee is done. */
export const gameReports = pgTable('game_reports', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  incidents: text('incidents').notNull().default(''),
  submittedByUserId: text('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A player's private calendar feed address; revoking deletes the row, a new one gets a new token. */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The realtime channel's log: every message published on a channel ("live", later drafts and
 * chat), numbered in order. The number is the SSE event id, so a viewer that reconnects with
 * Last-Event-ID is sent what it missed. Old rows are pruned (decision 035).
 */
export const realtimeMessages = pgTable(
  'realtime_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_messages_channel_idx').on(t.channel, t.id)],
);
