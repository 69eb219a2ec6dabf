import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHECK_IN_FLAGS, CHECK_IN_METHODS } from '../../../shared/check-in';
import { users } from './auth';
import { games, players, teams } from './league';

// Game-day check-in and the player pass (issue 24, decision 083).

/**
 * A player's pass: its public lookup, random and replaced on renewal. The token shown as a QR
 * code is "LP1.<lookup>.<HMAC of the lookup>", signed with a key derived from AUTH_SECRET, so
 * it is never the player's id and cannot be made without the server; renewing or revoking
 * changes or empties the lookup, and every older token stops working.
 */
export const playerPasses = pgTable('player_passes', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Null once revoked (the row stays: a revoked pass is not made again until the player renews it). */
  lookup: text('lookup').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One player checked in to one game. `(game_id, player_id)` is unique: two devices checking in
 * the same player leave one row. `client_key` (the device's id for the write) makes a resend of
 * the same write answer the same row. `scanned_at` is when the device saw the player (it may
 * arrive later, offline); `flags` what the player was flagged for, and `reason` why they were
 * let in anyway.
 */
export const gameCheckIns = pgTable(
  'game_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    method: text('method', { enum: CHECK_IN_METHODS }).notNull(),
    flags: text('flags', { enum: CHECK_IN_FLAGS }).array().notNull().default(sql`'{}'::text[]`),
    reason: text('reason'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInByUserId: text('checked_in_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('game_check_ins_game_player_uq').on(t.gameId, t.playerId),
    uniqueIndex('game_check_ins_client_key_uq').on(t.clientKey),
    index('game_check_ins_player_idx').on(t.playerId),
    check('game_check_ins_flagged_reason', sql`cardinality(${t.flags}) = 0 or ${t.reason} is not null`),
  ],
);
