import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { divisions, players, seasons, teams } from './league';
import { PUBLICATION_KINDS } from '../../../shared/standings';
import type { StandingsRow } from '../../../shared/api/rankings';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One division's live table in a season, kept so no page recomputes it per request
 * (decision 041). A change to a counted result, its events or an adjustment raises `version`
 * in the writer's transaction; a reader whose `computed_version` is behind recomputes and stores
 * the table only if the version is still the one it read, so a table computed from an old
 * snapshot is never kept as current.
 */
export const divisionStandings = pgTable(
  'division_standings',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    computedVersion: integer('computed_version'),
    /** The rows as the rankings API answers them (src/shared/api/rankings.ts), null until computed. */
    rows: jsonb('rows').$type<StandingsRow[]>(),
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.divisionId] })],
);

/** Points an admin added to or took from a team's table, with the reason (audited as well). */
export const standingsAdjustments = pgTable(
  'standings_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('standings_adjustments_division_idx').on(t.seasonId, t.divisionId),
    check('standings_adjustments_points_check', sql`${t.points} <> 0 and ${t.points} between -100 and 100`),
  ],
);

/**
 * A table as the public saw it: `published` snapshots (the newest is what /rankings shows
 * while auto-publish is off) and one `final` table per season and division, archived when the
 * season is completed and never changed afterwards.
 */
export const standingsPublications = pgTable(
  'standings_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    /** published | final */
    kind: text('kind', { enum: PUBLICATION_KINDS }).notNull(),
    rows: jsonb('rows').$type<StandingsRow[]>().notNull(),
    publishedByUserId: text('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('standings_publications_division_idx').on(t.seasonId, t.divisionId, t.publishedAt),
    uniqueIndex('standings_publications_final_uq').on(t.seasonId, t.divisionId).where(sql`kind = 'final'`),
    check('standings_publications_kind_check', sql`${t.kind} in ('published', 'final')`),
  ],
);

/**
 * An admin's change to one suspension that the discipline rules derive from cards
 * (decision 041): its length in games (0 lifts it), with the reason. `suspension_key` names
 * the derived suspension ("red:{eventId}" or "yellows:{n}").
 */
export const suspensionAdjustments = pgTable(
  'suspension_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    suspensionKey: text('suspension_key').notNull(),
    games: integer('games').notNull(),
    reason: text('reason').notNull(),
    adjustedByUserId: text('adjusted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suspension_adjustments_uq').on(t.seasonId, t.playerId, t.suspensionKey),
    check('suspension_adjustments_games_check', sql`${t.games} between 0 and 20`),
  ],
);
