import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { players, teams } from './league';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_STATUSES } from '../../../shared/captain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A captain's add or removal waiting for an admin, when the league asks for approval
 * (decision 076). One pending request per team and player; approving applies it, with the
 * same eligibility and suspension checks as a direct change.
 */
export const rosterChangeRequests = pgTable(
  'roster_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** add | remove */
    kind: text('kind', { enum: ROSTER_CHANGE_KINDS }).notNull(),
    /** pending | approved | rejected | withdrawn */
    status: text('status', { enum: ROSTER_CHANGE_STATUSES }).notNull().default('pending'),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's reason for a rejection, shown to the captains. */
    decisionNote: text('decision_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roster_change_requests_one_pending_uq').on(t.teamId, t.playerId).where(sql`${t.status} = 'pending'`),
    index('roster_change_requests_status_idx').on(t.status, t.createdAt),
    check('roster_change_requests_kind_check', sql`${t.kind} in ('add', 'remove')`),
    check('roster_change_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

/**
 * Private notes of a team's captains (spec: /captain/notes): every captain and co-captain of the
 * team reads them; only the author edits; the author, another captain of the team or an admin deletes.
 * `client_key` makes a retried add one note.
 */
export const teamNotes = pgTable(
  'team_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('team_notes_client_key_uq').on(t.teamId, t.authorUserId, t.clientKey), index('team_notes_team_idx').on(t.teamId, t.createdAt)],
);
