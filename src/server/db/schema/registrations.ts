import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { divisions, players, registrationPeriods, seasons } from './league';
import { discountCodes } from './discounts';
import { waivers } from './waivers';
import { REGISTRATION_STATUSES, PAYMENT_METHODS, RETURNING_INTENTS } from '../../../shared/registrations';

/**
 * A player's registration for one season and division (decisions 012, 015). Written by the
 * /register flow, the payment webhook and the admin's registration page.
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
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('pending_payment'),
    feeCents: integer('fee_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    /** stripe | cash | transfer | free; null until paid */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The waiver version signed for this registration. */
    waiverId: uuid('waiver_id').references(() => waivers.id, { onDelete: 'set null' }),
    /** Health statement for this season (private: never on a public answer). */
    hasPhysicalConditions: boolean('has_physical_conditions').notNull().default(false),
    physicalConditionsDetails: text('physical_conditions_details'),
    /** Admin-only notes. */
    notes: text('notes').notNull().default(''),
    /** The latest Stripe Checkout session made for it, and the payment that settled it. */
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live registration per player, season and division; a cancelled or refunded one
    // does not stop the player registering again.
    uniqueIndex('registrations_player_season_division_live_uq')
      .on(t.playerId, t.seasonId, t.divisionId)
      .where(sql`${t.status} not in ('cancelled', 'refunded')`),
    index('registrations_period_status_idx').on(t.registrationPeriodId, t.status),
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

/**
 * Stripe webhook events already applied, by event id: a replayed event has no second effect.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's note of whether last season's player means to return, for one (new) season. */
export const returningPlayerIntents = pgTable(
  'returning_player_intents',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** returning | not_returning | unknown */
    intent: text('intent', { enum: RETURNING_INTENTS }).notNull().default('unknown'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.playerId] })],
);

/**
 * Invitations for returning players to register for a season before it opens to the public.
 * Like waitlist invitations, only a hash of the token is stored (the e-mailed link holds it).
 */
export const registrationInvitations = pgTable(
  'registration_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open invitation per player and season; sending again replaces it.
    uniqueIndex('registration_invitations_one_open_uq').on(t.seasonId, t.playerId).where(sql`${t.claimedAt} is null and ${t.revokedAt} is null`),
  ],
);
