import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { GENDER_RULES } from '../../../shared/eligibility';
import { GAME_STATUSES } from '../../../shared/games';
import { ROLES } from '../../../shared/roles';
import { ROSTER_ROLES } from '../../../shared/roster-roles';
import { PERIOD_STATUSES, SEASON_STATUSES } from '../../../shared/seasons';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../shared/outbox';
import { GENDERS, JERSEY_SIZES, POSITIONS } from '../../../shared/waitlist';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value').notNull(),
  updatedAt: updatedAt(),
});

export const seasons = pgTable('seasons', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /** upcoming | registration | active | completed */
  status: text('status', { enum: SEASON_STATUSES }).notNull().default('upcoming'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Eligibility (decision 044): the youngest age allowed on the season's first day; null: the league's minimum only. */
    minAge: integer('min_age'),
    /** open | mens | womens | coed (GENDER_RULES in src/shared/eligibility.ts) */
    genderRule: text('gender_rule', { enum: GENDER_RULES }).notNull().default('open'),
    /** Coed only: the fewest men and women a roster should have (reported, not enforced). */
    coedMinMen: integer('coed_min_men'),
    coedMinWomen: integer('coed_min_women'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('divisions_gender_rule_check', sql`${t.genderRule} in ('open', 'mens', 'womens', 'coed')`)],
);

export const registrationPeriods = pgTable(
  'registration_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    /** UPCOMING | OPEN | CLOSED */
    status: text('status', { enum: PERIOD_STATUSES }).notNull().default('UPCOMING'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    capacity: integer('capacity'),
    feeCents: integer('fee_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('registration_periods_status_idx').on(t.status, t.createdAt)],
);

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('venues_name_uq').on(t.name)],
);

/** A pitch at a venue ("Field 1"); games are booked on a field. */
export const fields = pgTable(
  'fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fields_venue_name_uq').on(t.venueId, t.name)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull().default('#1c7ed6'),
    secondaryColor: text('secondary_color').notNull().default('#ffffff'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_season_division_name_uq').on(t.seasonId, t.divisionId, t.name)],
);

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** At most one player record per user account. */
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: GENDERS }),
    photoUrl: text('photo_url'),
    jerseySize: text('jersey_size', { enum: JERSEY_SIZES }),
    positions: text('positions', { enum: POSITIONS }).array().notNull().default(sql`'{}'::text[]`),
    preferredPosition: text('preferred_position', { enum: POSITIONS }),
    skillLevel: integer('skill_level'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('players_name_idx').on(t.lastName, t.firstName), index('players_phone_idx').on(t.phone)],
);

export const teamRosters = pgTable(
  'team_rosters',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    // Copied from the team so the database itself keeps a player on one team per season
    // and division.
    seasonId: uuid('season_id').notNull(),
    divisionId: uuid('division_id').notNull(),
    jerseyNumber: integer('jersey_number'),
    /** player | captain | co_captain */
    rosterRole: text('roster_role', { enum: ROSTER_ROLES }).notNull().default('player'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.playerId] }),
    uniqueIndex('team_rosters_one_team_per_division_uq').on(t.seasonId, t.divisionId, t.playerId),
    index('team_rosters_player_idx').on(t.playerId),
    // Decision 076: a number is worn by one player of a team (empty numbers do not clash).
    uniqueIndex('team_rosters_team_jersey_uq').on(t.teamId, t.jerseyNumber),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fieldId: uuid('field_id').references(() => fields.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    refereeUserId: text('referee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** scheduled | live | final | postponed | cancelled | forfeit (GAME_STATUSES) */
    status: text('status', { enum: GAME_STATUSES }).notNull().default('scheduled'),
    /** Derived from the game's events by recordGameEvent (or set by an admin's forfeit or import). */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    isLive: boolean('is_live').notNull().default(false),
    /** The team that won by forfeit, when status is forfeit. */
    forfeitWinnerTeamId: uuid('forfeit_winner_team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Raised on every change a calendar shows (time, place, status): iCalendar's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * Raised by every change to the row (nextGameRevision): a page holding the game keeps the
     * answer with the highest revision, so a late answer read before a change never undoes it.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('games_distinct_teams', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('games_status_check', sql`${t.status} in ('scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit')`),
    check('games_scores_check', sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`),
    index('games_starts_at_idx').on(t.startsAt),
    index('games_live_idx').on(t.isLive),
    index('games_division_idx').on(t.seasonId, t.divisionId),
    index('games_home_team_idx').on(t.homeTeamId, t.startsAt),
    index('games_away_team_idx').on(t.awayTeamId, t.startsAt),
    index('games_referee_idx').on(t.refereeUserId, t.startsAt),
    // The database's last word on double-booking a field: one active game per field and kick-off.
    uniqueIndex('games_field_kickoff_uq').on(t.fieldId, t.startsAt).where(sql`status in ('scheduled', 'live') and field_id is not null`),
  ],
);

/** The value every update of a game sets its revision to. */
export const nextGameRevision = () => sql<number>`${games.revision} + 1`;

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Optional e-mail audience: the players of a season, or of one division in it. */
    audienceSeasonId: uuid('audience_season_id').references(() => seasons.id, { onDelete: 'set null' }),
    audienceDivisionId: uuid('audience_division_id').references(() => divisions.id, { onDelete: 'set null' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    emailedCount: integer('emailed_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_publish_idx').on(t.publishAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Every e-mail and SMS the app sends, kept so that an install without providers works. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** The text without its secrets (reset links, codes): what admins read (issue 19). */
    body: text('body').notNull(),
    /** The full text, only while a message with secrets waits for delivery (queued, failed); then null. */
    secretBody: text('secret_body'),
    /** Headers only the recipient may see (a one-click List-Unsubscribe link), like secret_body: null once delivered. */
    secretHeaders: jsonb('secret_headers').$type<Record<string, string>>(),
    /** Decision 047; the values' meaning: src/shared/outbox.ts. */
    status: text('status', { enum: OUTBOX_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
