import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRADE_STATUSES, TRADE_STEPS } from '../../../shared/trades';
import { users } from './auth';
import { divisions, players, seasons, teams } from './league';

/**
 * A trade between two teams of one season and division (issue 24, decision 082): proposed by
 * one team's captain, answered by the other's, approved or rejected by an admin. The players
 * move only on approval, in that transaction.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    proposingTeamId: uuid('proposing_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    receivingTeamId: uuid('receiving_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRADE_STATUSES }).notNull().default('proposed'),
    /** The proposer's words to the other captain. */
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trades_status_idx').on(t.status, t.updatedAt),
    index('trades_proposing_team_idx').on(t.proposingTeamId),
    index('trades_receiving_team_idx').on(t.receivingTeamId),
  ],
);

/** One player of a trade and the team they leave (they join the other team of the trade). */
export const tradePlayers = pgTable(
  'trade_players',
  {
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    fromTeamId: uuid('from_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tradeId, t.playerId] })],
);

/** The trade's history: each step, who took it and when (the audit log keeps it too). */
export const tradeSteps = pgTable(
  'trade_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    step: text('step', { enum: TRADE_STEPS }).notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A reason (a rejection) or what an edit changed, in words. */
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_steps_trade_idx').on(t.tradeId, t.at)],
);
