import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  draftPicks,
  draftQueueEntries,
  eligibilityExceptions,
  gameAvailability,
  gameCheckIns,
  gameEvents,
  gameLineupPlayers,
  playerPasses,
  registrationInvitations,
  registrations,
  returningPlayerIntents,
  rosterChangeRequests,
  substituteRequests,
  suspensionAdjustments,
  teamInviteUses,
  teamRosters,
  tradePlayers,
  waiverSignatures,
  waitlistEntries,
} from '../../db/schema/index';

/**
 * What a rule of the database says when the duplicate's row moves next to a primary's that
 * it may not sit beside (a unique index):
 * - `drop`: the primary's row wins; the duplicate's is set aside (kept whole in the merge record;
 *   an undo puts it back).
 * - `cancel`: the duplicate's row moves marked cancelled (its old status kept for the undo).
 * - `keep`: the duplicate's row stays with the duplicate.
 */
export type ConflictResolution = 'drop' | 'cancel' | 'keep';

export interface PlayerReference {
  /** Stable key, stored in merge records: never rename one. */
  key: string;
  label: string;
  table: PgTable;
  /** The column that names the player (or the player's e-mail, see `by`). */
  column: PgColumn;
  /** `player`: the column holds the player's id; `email`: it holds the player's e-mail, lower-case. */
  by: 'player' | 'email';
  /** With the player column, what names one row after the move (a composite key's other columns, or `id`). */
  rowKey: PgColumn[];
  /** The unique rule a move could break: columns that, equal on both sides, make a conflict. */
  conflict?: {
    columns: PgColumn[];
    /** The unique index's own condition (a partial index), on the row of table alias `row`. */
    when?: (row: SQL) => SQL;
    resolution: ConflictResolution;
    /** For the preview: what the conflict is and how it is settled. */
    explanation: string;
  };
}

const live = (row: SQL) => sql`${row}.status not in ('cancelled', 'refunded')`;
const pending = (row: SQL) => sql`${row}.status = 'pending'`;
const open = (row: SQL) => sql`${row}.claimed_at is null and ${row}.revoked_at is null`;

/**
 * Every table that refers to a player, the one place the merge reads (decision 084). A new
 * table with a player column gets its line here (the drift test in player-merge.test.ts fails
 * until it does). Chat messages and other user-keyed rows follow the user link, handled apart.
 */
export const PLAYER_REFERENCES: readonly PlayerReference[] = [
  {
    key: 'registrations',
    label: 'Registrations',
    table: registrations,
    column: registrations.playerId,
    by: 'player',
    rowKey: [registrations.id],
    conflict: {
      columns: [registrations.seasonId, registrations.divisionId],
      when: live,
      resolution: 'cancel',
      explanation:
        "Both registered for the same season and division: the primary's registration stays; the duplicate's moves over cancelled (refund it if it was paid).",
    },
  },
  {
    key: 'team_rosters',
    label: 'Roster places',
    table: teamRosters,
    column: teamRosters.playerId,
    by: 'player',
    rowKey: [teamRosters.teamId],
    conflict: {
      columns: [teamRosters.seasonId, teamRosters.divisionId],
      resolution: 'drop',
      explanation: "Both on a roster in the same season and division (the same team or two): the primary's place stays; the duplicate's is removed.",
    },
  },
  { key: 'game_events_scorer', label: 'Game events (goals, cards)', table: gameEvents, column: gameEvents.playerId, by: 'player', rowKey: [gameEvents.id] },
  { key: 'game_events_assist', label: 'Assists', table: gameEvents, column: gameEvents.assistPlayerId, by: 'player', rowKey: [gameEvents.id] },
  {
    key: 'game_availability',
    label: 'RSVPs',
    table: gameAvailability,
    column: gameAvailability.playerId,
    by: 'player',
    rowKey: [gameAvailability.gameId],
    conflict: { columns: [gameAvailability.gameId], resolution: 'drop', explanation: "Both answered for the same game: the primary's answer stays." },
  },
  {
    key: 'game_lineup_players',
    label: 'Lineup places',
    table: gameLineupPlayers,
    column: gameLineupPlayers.playerId,
    by: 'player',
    rowKey: [gameLineupPlayers.gameId],
    conflict: { columns: [gameLineupPlayers.gameId], resolution: 'drop', explanation: "Both in a lineup of the same game: the primary's place stays." },
  },
  {
    key: 'substitute_claims',
    label: 'Substitute claims',
    table: substituteRequests,
    column: substituteRequests.claimedByPlayerId,
    by: 'player',
    rowKey: [substituteRequests.id],
    conflict: {
      columns: [substituteRequests.gameId],
      resolution: 'keep',
      explanation: 'Both claimed a substitute place in the same game: the duplicate keeps its claim.',
    },
  },
  {
    key: 'waiver_signatures',
    label: 'Waiver signatures',
    table: waiverSignatures,
    column: waiverSignatures.playerId,
    by: 'player',
    rowKey: [waiverSignatures.id],
    conflict: { columns: [waiverSignatures.waiverId], resolution: 'drop', explanation: "Both signed the same waiver version: the primary's signature stays." },
  },
  {
    key: 'returning_player_intents',
    label: 'Returning intents',
    table: returningPlayerIntents,
    column: returningPlayerIntents.playerId,
    by: 'player',
    rowKey: [returningPlayerIntents.seasonId],
    conflict: { columns: [returningPlayerIntents.seasonId], resolution: 'drop', explanation: "Both have an intent for the same season: the primary's stays." },
  },
  {
    key: 'registration_invitations',
    label: 'Registration invitations',
    table: registrationInvitations,
    column: registrationInvitations.playerId,
    by: 'player',
    rowKey: [registrationInvitations.id],
    conflict: {
      columns: [registrationInvitations.seasonId],
      when: open,
      resolution: 'keep',
      explanation: "Both hold an open invitation for the same season: the duplicate's stays with the duplicate.",
    },
  },
  {
    key: 'eligibility_exceptions',
    label: 'Eligibility exceptions',
    table: eligibilityExceptions,
    column: eligibilityExceptions.playerId,
    by: 'player',
    rowKey: [eligibilityExceptions.id],
    conflict: {
      columns: [eligibilityExceptions.seasonId, eligibilityExceptions.divisionId],
      resolution: 'drop',
      explanation: "Both have an exception for the same season and division: the primary's stays.",
    },
  },
  {
    key: 'suspension_adjustments',
    label: 'Suspension adjustments',
    table: suspensionAdjustments,
    column: suspensionAdjustments.playerId,
    by: 'player',
    rowKey: [suspensionAdjustments.id],
    conflict: {
      columns: [suspensionAdjustments.seasonId, suspensionAdjustments.suspensionKey],
      resolution: 'drop',
      explanation: "Both have an adjustment of the same suspension: the primary's stays.",
    },
  },
  {
    key: 'roster_change_requests',
    label: 'Roster change requests',
    table: rosterChangeRequests,
    column: rosterChangeRequests.playerId,
    by: 'player',
    rowKey: [rosterChangeRequests.id],
    conflict: {
      columns: [rosterChangeRequests.teamId],
      when: pending,
      resolution: 'drop',
      explanation: "Both have a pending request for the same team: the primary's stays.",
    },
  },
  {
    key: 'team_invite_uses',
    label: 'Team invite uses',
    table: teamInviteUses,
    column: teamInviteUses.playerId,
    by: 'player',
    rowKey: [teamInviteUses.inviteId],
    conflict: { columns: [teamInviteUses.inviteId], resolution: 'drop', explanation: "Both joined through the same invite: the primary's use stays." },
  },
  {
    key: 'trade_players',
    label: 'Trade places',
    table: tradePlayers,
    column: tradePlayers.playerId,
    by: 'player',
    rowKey: [tradePlayers.tradeId],
    conflict: { columns: [tradePlayers.tradeId], resolution: 'keep', explanation: 'Both are in the same trade: the duplicate keeps its place in it.' },
  },
  {
    key: 'game_check_ins',
    label: 'Check-ins',
    table: gameCheckIns,
    column: gameCheckIns.playerId,
    by: 'player',
    rowKey: [gameCheckIns.id],
    conflict: { columns: [gameCheckIns.gameId], resolution: 'drop', explanation: "Both checked in to the same game: the primary's check-in stays." },
  },
  {
    key: 'player_passes',
    label: 'Player pass',
    table: playerPasses,
    column: playerPasses.playerId,
    by: 'player',
    // One pass per player: the player alone names the row.
    rowKey: [],
    conflict: { columns: [], resolution: 'drop', explanation: "Both have a player pass: the primary's stays and the duplicate's stops working." },
  },
  {
    key: 'draft_picks',
    label: 'Draft picks',
    table: draftPicks,
    column: draftPicks.playerId,
    by: 'player',
    rowKey: [draftPicks.draftId, draftPicks.pickNumber],
    conflict: { columns: [draftPicks.draftId], resolution: 'keep', explanation: 'Both were picked in the same draft: the duplicate keeps its pick.' },
  },
  {
    key: 'draft_queue_entries',
    label: 'Draft queue places',
    table: draftQueueEntries,
    column: draftQueueEntries.playerId,
    by: 'player',
    rowKey: [draftQueueEntries.draftId, draftQueueEntries.teamId],
    conflict: {
      columns: [draftQueueEntries.draftId, draftQueueEntries.teamId],
      resolution: 'drop',
      explanation: "Both are in the same captain's draft queue: the primary's place stays.",
    },
  },
  {
    key: 'waitlist_entries',
    label: 'Waitlist entries (by e-mail)',
    table: waitlistEntries,
    column: waitlistEntries.email,
    by: 'email',
    rowKey: [waitlistEntries.id],
    conflict: {
      columns: [waitlistEntries.seasonId, waitlistEntries.divisionId],
      resolution: 'keep',
      explanation: "Both e-mails are on the waitlist for the same season and division: the duplicate's entry keeps its e-mail.",
    },
  },
];

export const tableNameOf = (reference: PlayerReference) => getTableName(reference.table);
