import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { seasons } from './league';
import { DISCOUNT_KINDS } from '../../../shared/discount-codes';

/**
 * Discount codes for registration fees: a percentage or a fixed amount off, optionally for
 * one season, within dates, up to a number of uses (counted from registrations that used it).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; players may type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** percent | amount */
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** null: any season */
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: unlimited */
    maxUses: integer('max_uses'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    check('discount_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'discount_codes_kind_value',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.kind} = 'amount' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)`,
    ),
  ],
);
