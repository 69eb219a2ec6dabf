import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games, players, teams } from './league';
import { SUBSTITUTE_REQUEST_STATUSES } from '../../../shared/substitutes';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A team's formation for one game (decision 079): its key is one of src/shared/formations.ts. */
export const gameLineups = pgTable(
  'game_lineups',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** e.g. "2-3-1" */
    formation: text('formation').notNull(),
    /** The league's players per side when it was saved: the set the formation comes from. */
    playersPerSide: integer('players_per_side').notNull(),
    updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.teamId] })],
);

/**
 * Who is in a lineup: a slot of the formation, or the bench (slot null). The database keeps each
 * slot to one player and each player to one place in the game, whichever side.
 */
export const gameLineupPlayers = pgTable(
  'game_lineup_players',
  {
    gameId: uuid('game_id').notNull(),
    teamId: uuid('team_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    slot: text('slot'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    foreignKey({ columns: [t.gameId, t.teamId], foreignColumns: [gameLineups.gameId, gameLineups.teamId], name: 'game_lineup_players_lineup_fk' }).onDelete(
      'cascade',
    ),
    uniqueIndex('game_lineup_players_slot_uq').on(t.gameId, t.teamId, t.slot).where(sql`${t.slot} is not null`),
  ],
);

/**
 * A captain's request for a substitute for one game (decision 080). The claim is one conditional
 * update (open → filled), so of two simultaneous claims exactly one wins; a player subs at most
 * once per game.
 */
export const substituteRequests = pgTable(
  'substitute_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** Chosen by the captain's device: a retried request is stored once. */
    clientKey: text('client_key').notNull(),
    status: text('status', { enum: SUBSTITUTE_REQUEST_STATUSES }).notNull().default('open'),
    claimedByPlayerId: uuid('claimed_by_player_id').references(() => players.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('substitute_requests_client_key_uq').on(t.gameId, t.teamId, t.clientKey),
    uniqueIndex('substitute_requests_game_player_uq').on(t.gameId, t.claimedByPlayerId).where(sql`${t.claimedByPlayerId} is not null`),
    index('substitute_requests_open_idx').on(t.status, t.gameId),
    check('substitute_requests_status_check', sql`${t.status} in ('open', 'filled', 'cancelled')`),
  ],
);
