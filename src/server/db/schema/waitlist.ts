import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { divisions, seasons, teams } from './league';
import { waivers } from './waivers';
import { GENDERS, JERSEY_SIZES, POSITIONS, TEAM_PREFERENCE_VALUES, WAITLIST_STATUSES } from '../../../shared/waitlist';

/**
 * The spec's waitlist entry (§3), column for column, plus the waiver version accepted.
 * season_id and division_id are null when no registration period was open at the time.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case (checked below), so the unique constraint is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** yyyy-MM-dd text, as the spec stores it. */
    dateOfBirth: text('date_of_birth').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    photoUrl: text('photo_url'),
    jerseySize: text('jersey_size', { enum: JERSEY_SIZES }).notNull(),
    emergencyContactName: text('emergency_contact_name').notNull(),
    emergencyContactPhone: text('emergency_contact_phone').notNull(),
    waiverAcceptedAt: timestamp('waiver_accepted_at', { withTimezone: true }),
    waiverId: uuid('waiver_id').references(() => waivers.id, { onDelete: 'set null' }),
    isNewPlayer: boolean('is_new_player').notNull(),
    previousTeamId: uuid('previous_team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** null for a new player */
    teamPreference: text('team_preference', { enum: TEAM_PREFERENCE_VALUES }),
    skillLevel: integer('skill_level').notNull(),
    positionsPlayed: text('positions_played', { enum: POSITIONS }).array().notNull().default(sql`'{}'::text[]`),
    preferredPosition: text('preferred_position', { enum: POSITIONS }).notNull(),
    mailingListOptIn: boolean('mailing_list_opt_in').notNull().default(false),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    hasPhysicalConditions: boolean('has_physical_conditions').notNull(),
    physicalConditionsDetails: text('physical_conditions_details'),
    notes: text('notes'),
    /** pending | invited | registered | declined | expired */
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('pending'),
    waitlistPriority: integer('waitlist_priority').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per person per season and division, also when no period was open (null ids
    // count as equal). A double click or two tabs racing end with exactly one row.
    unique('waitlist_entries_email_period_uq').on(t.email, t.seasonId, t.divisionId).nullsNotDistinct(),
    check('waitlist_entries_email_lower', sql`${t.email} = lower(${t.email})`),
    check('waitlist_entries_status', sql`${t.status} in ('pending', 'invited', 'registered', 'declined', 'expired')`),
    check('waitlist_entries_priority', sql`${t.waitlistPriority} >= 1`),
    check('waitlist_entries_skill', sql`${t.skillLevel} between 1 and 10`),
    index('waitlist_entries_queue_idx').on(t.seasonId, t.divisionId, t.status, t.waitlistPriority, t.createdAt),
    index('waitlist_entries_order_idx').on(t.waitlistPriority, t.createdAt),
  ],
);

/**
 * Single-use invitations to register. Only a hash of the token is stored: the link in the
 * e-mail is the only copy of the token, so a database leak does not hand out spots.
 */
export const waitlistInvitations = pgTable(
  'waitlist_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open (unclaimed, unrevoked) invitation per entry.
    uniqueIndex('waitlist_invitations_one_open_uq').on(t.entryId).where(sql`${t.claimedAt} is null and ${t.revokedAt} is null`),
    index('waitlist_invitations_open_expiry_idx').on(t.expiresAt).where(sql`${t.claimedAt} is null and ${t.revokedAt} is null`),
  ],
);
