import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { games, players, teams } from './league';

/**
 * A captain's invite link /join-team/{token} (decision 077). Only the SHA-256 of the token is
 * kept: the link is shown once, when the invite is made. `uses` counts joins; the row lock
 * taken by a join settles two joins on the last use.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The creating page's key: a retried create finds the invite it made. */
    clientKey: uuid('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invites_team_client_key_uq').on(t.teamId, t.clientKey),
    index('team_invites_team_idx').on(t.teamId, t.createdAt),
    check('team_invites_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
    check('team_invites_max_uses_check', sql`${t.maxUses} >= 1`),
  ],
);

/** Who joined through which invite: the captain's list says who used a link. */
export const teamInviteUses = pgTable(
  'team_invite_uses',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => teamInvites.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.playerId] })],
);

/**
 * A captain's nudge to the players who have not answered for a game (decision 077): at most
 * one per team, game and league day, kept by the primary key.
 */
export const rsvpNudges = pgTable(
  'rsvp_nudges',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The day in the league's time zone (settings.time_zone). */
    leagueDay: date('league_day').notNull(),
    nudgedBy: text('nudged_by').references(() => users.id, { onDelete: 'set null' }),
    /** How many accounts were told. */
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.gameId, t.leagueDay] })],
);
