import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { divisions, players, registrationPeriods, seasons } from './league';
import { discountCodes } from './discounts';
import { waivers } from './waivers';

/**
 * A player's registration for one season and division. Issue 5 reads it (dashboard, player
 * filters); the registration flow and payments (issue 6) write it and may add columns.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    registrationPeriodId: uuid('registration_period_id').references(() => registrationPeriods.id, { onDelete: 'set null' }),
    /** pending_payment | paid | confirmed | cancelled | refunded (product.md) */
    status: text('status').notNull().default('pending_payment'),
    feeCents: integer('fee_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    /** stripe | cash | transfer | free; null until paid */
    paymentMethod: text('payment_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_player_season_division_uq').on(t.playerId, t.seasonId, t.divisionId),
    index('registrations_season_status_idx').on(t.seasonId, t.status),
  ],
);

/** A player's signature of one waiver version (typed full name). */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waiverId: uuid('waiver_id')
      .notNull()
      .references(() => waivers.id, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    signedName: text('signed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waiver_signatures_waiver_player_uq').on(t.waiverId, t.playerId)],
);
