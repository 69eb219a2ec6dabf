import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WAITLIST_STATUSES, type WaitlistStatus } from '../../../shared/waitlist';
import type { WaitlistEntryDetail, WaitlistInvitationState } from '../../../shared/api/waitlist';
import type { Database, Transaction } from '../../db/client';
import { divisions, seasons, teams, waitlistEntries, waitlistInvitations, waivers } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
type InvitationRow = typeof waitlistInvitations.$inferSelect;

export function toWaitlistStatus(value: string): WaitlistStatus {
  const status = WAITLIST_STATUSES.find((s) => s === value);
  if (!status) throw new AppError('INTERNAL', `unknown waitlist status ${value}`);
  return status;
}

export function invitationState(row: InvitationRow, now: Date): WaitlistInvitationState {
  const status = row.claimedAt ? 'claimed' : row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
  return {
    id: row.id,
    status,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

const previousTeam = alias(teams, 'previous_team');

/** Everything stored about an entry, with the names an admin reads instead of ids. */
export async function loadWaitlistEntryDetail(db: Database | Transaction, entryId: string, now = new Date()): Promise<WaitlistEntryDetail> {
  const [found] = await db
    .select({
      entry: waitlistEntries,
      previousTeamName: previousTeam.name,
      seasonName: seasons.name,
      divisionName: divisions.name,
      waiverVersion: waivers.version,
    })
    .from(waitlistEntries)
    .leftJoin(previousTeam, eq(previousTeam.id, waitlistEntries.previousTeamId))
    .leftJoin(seasons, eq(seasons.id, waitlistEntries.seasonId))
    .leftJoin(divisions, eq(divisions.id, waitlistEntries.divisionId))
    .leftJoin(waivers, eq(waivers.id, waitlistEntries.waiverId))
    .where(eq(waitlistEntries.id, entryId));
  if (!found) throw notFound('That waitlist entry');
  const [invitation] = await db
    .select()
    .from(waitlistInvitations)
    .where(eq(waitlistInvitations.entryId, entryId))
    .orderBy(desc(waitlistInvitations.createdAt), desc(waitlistInvitations.id))
    .limit(1);
  const e = found.entry;
  return {
    id: e.id,
    email: e.email,
    first_name: e.firstName,
    last_name: e.lastName,
    full_name: e.fullName,
    phone_number: e.phoneNumber,
    date_of_birth: e.dateOfBirth,
    gender: e.gender,
    photo_url: e.photoUrl,
    jersey_size: e.jerseySize,
    emergency_contact_name: e.emergencyContactName,
    emergency_contact_phone: e.emergencyContactPhone,
    waiver_accepted_at: e.waiverAcceptedAt?.toISOString() ?? null,
    waiver_id: e.waiverId,
    waiver_version: found.waiverVersion,
    is_new_player: e.isNewPlayer,
    previous_team_id: e.previousTeamId,
    previous_team_name: found.previousTeamName,
    team_preference: e.teamPreference,
    skill_level: e.skillLevel,
    positions_played: e.positionsPlayed,
    preferred_position: e.preferredPosition,
    mailing_list_opt_in: e.mailingListOptIn,
    season_id: e.seasonId,
    season_name: found.seasonName,
    division_id: e.divisionId,
    division_name: found.divisionName,
    has_physical_conditions: e.hasPhysicalConditions,
    physical_conditions_details: e.physicalConditionsDetails,
    notes: e.notes,
    status: toWaitlistStatus(e.status),
    waitlist_priority: e.waitlistPriority,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    invitation: invitation ? invitationState(invitation, now) : null,
  };
}

/** The entry, locked until the transaction ends, so two admins' changes queue up. */
export async function lockWaitlistEntry(tx: Transaction, entryId: string): Promise<WaitlistEntryRow> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
  if (!row) throw notFound('That waitlist entry');
  return row;
}
