import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DRAFT_FORMATS, DRAFT_PICK_SOURCES, DRAFT_STATUSES } from '../../../shared/drafts';
import { users } from './auth';
import { divisions, players, seasons, teams } from './league';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A live draft of a season and division (decision 081). Its row is the lock every pick, undo
 * and clock expiry takes; `pick_deadline` is the server's clock of the pick on the clock.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: DRAFT_FORMATS }).notNull().default('snake'),
    rounds: integer('rounds').notNull(),
    pickClockSeconds: integer('pick_clock_seconds'),
    status: text('status', { enum: DRAFT_STATUSES }).notNull().default('setup'),
    /** The pick number on the clock: null in setup and once every pick is made. */
    currentPick: integer('current_pick'),
    pickDeadline: timestamp('pick_deadline', { withTimezone: true }),
    pausedRemainingMs: integer('paused_remaining_ms'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('drafts_place_idx').on(t.seasonId, t.divisionId),
    index('drafts_deadline_idx').on(t.pickDeadline).where(sql`${t.status} = 'running'`),
    check('drafts_status_check', sql`${t.status} in ('setup', 'running', 'paused', 'completed')`),
    check('drafts_format_check', sql`${t.format} in ('snake', 'linear')`),
  ],
);

/** The draft's teams in pick order (position 0 picks first in round 1). */
export const draftTeams = pgTable(
  'draft_teams',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.teamId] }), uniqueIndex('draft_teams_position_uq').on(t.draftId, t.position)],
);

/**
 * Every pick, keepers included (placed at their team's pick of the chosen round). The database
 * settles races: one pick per number, one pick per player.
 */
export const draftPicks = pgTable(
  'draft_picks',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    pickNumber: integer('pick_number').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    source: text('source', { enum: DRAFT_PICK_SOURCES }).notNull(),
    isKeeper: boolean('is_keeper').notNull().default(false),
    pickedByUserId: text('picked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.pickNumber] }),
    uniqueIndex('draft_picks_player_uq').on(t.draftId, t.playerId),
    check('draft_picks_source_check', sql`${t.source} in ('captain', 'admin', 'queue', 'best_available', 'keeper')`),
  ],
);

/** A captain's ranked queue for the draft: the clock picks its first available player. */
export const draftQueueEntries = pgTable(
  'draft_queue_entries',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.teamId, t.playerId] }), uniqueIndex('draft_queue_rank_uq').on(t.draftId, t.teamId, t.rank)],
);
