import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { divisions, players, seasons } from './league';

/**
 * An admin's override of a division's eligibility rules for one person in one season
 * (decision 044). The person is named by e-mail (lower-cased; a waitlist entry or a new
 * registrant has no player record yet), by player record, or both; a reason is required.
 */
export const eligibilityExceptions = pgTable(
  'eligibility_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    email: text('email'),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    grantedByUserId: text('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('eligibility_exceptions_person_check', sql`${t.email} is not null or ${t.playerId} is not null`),
    check('eligibility_exceptions_reason_check', sql`length(trim(${t.reason})) > 0`),
    uniqueIndex('eligibility_exceptions_email_uq').on(t.seasonId, t.divisionId, t.email).where(sql`email is not null`),
    uniqueIndex('eligibility_exceptions_player_uq').on(t.seasonId, t.divisionId, t.playerId).where(sql`player_id is not null`),
    index('eligibility_exceptions_division_idx').on(t.divisionId, t.seasonId),
  ],
);
