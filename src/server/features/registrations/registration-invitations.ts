import { and, eq, isNull } from 'drizzle-orm';
import type { RegistrationOptions } from '../../../shared/api/registrations';
import type { Database, Transaction } from '../../db/client';
import { divisions, players, registrationInvitations, seasons, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';
import type { Actor } from '../../http/context';
import { hashInvitationToken } from '../waitlist/index';

/**
 * The invitation behind a /register?invitation=<token> link (decision 015): the token is
 * hashed (as both kinds store it) and looked up among waitlist and returning players'
 * invitations. "Usable" means open: not claimed, not withdrawn, not past its time.
 */
export type FoundInvitation =
  | {
      kind: 'waitlist';
      id: string;
      usable: boolean;
      entryId: string;
      /** null: the entry was made while no period was open; any OPEN period will do. */
      seasonId: string | null;
      seasonName: string | null;
      divisionId: string | null;
      divisionName: string | null;
      /** The photo the person gave the waitlist: fine to keep on the player record. */
      photoUrl: string | null;
    }
  | {
      kind: 'returning';
      id: string;
      usable: boolean;
      seasonId: string;
      seasonName: string;
      /** The returning player's record; the registering account takes it over if it has none. */
      playerId: string;
      playerUserId: string | null;
    };

function isOpen(row: { claimedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return row.claimedAt === null && row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
}

/**
 * Finds the token's invitation, or null when no invitation has it. With `lock` (inside the
 * registration's transaction) its row stays locked, so one invitation is claimed once.
 */
export async function findInvitation(db: Database | Transaction, token: string, now: Date, options: { lock?: boolean } = {}): Promise<FoundInvitation | null> {
  const tokenHash = hashInvitationToken(token);
  const waitlistQuery = db
    .select({ invitation: waitlistInvitations, entry: waitlistEntries, seasonName: seasons.name, divisionName: divisions.name })
    .from(waitlistInvitations)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistInvitations.entryId))
    .leftJoin(seasons, eq(seasons.id, waitlistEntries.seasonId))
    .leftJoin(divisions, eq(divisions.id, waitlistEntries.divisionId))
    .where(eq(waitlistInvitations.tokenHash, tokenHash));
  const [fromWaitlist] = options.lock ? await waitlistQuery.for('update', { of: waitlistInvitations }) : await waitlistQuery;
  if (fromWaitlist) {
    const { invitation, entry } = fromWaitlist;
    return {
      kind: 'waitlist',
      id: invitation.id,
      // An admin's decision on the entry (declined, registered) revokes its invitation too;
      // the status check only makes sure.
      usable: isOpen(invitation, now) && entry.status === 'invited',
      entryId: entry.id,
      seasonId: entry.seasonId,
      seasonName: fromWaitlist.seasonName,
      divisionId: entry.divisionId,
      divisionName: fromWaitlist.divisionName,
      photoUrl: entry.photoUrl,
    };
  }

  const returningQuery = db
    .select({ invitation: registrationInvitations, seasonName: seasons.name, playerUserId: players.userId })
    .from(registrationInvitations)
    .innerJoin(seasons, eq(seasons.id, registrationInvitations.seasonId))
    .innerJoin(players, eq(players.id, registrationInvitations.playerId))
    .where(eq(registrationInvitations.tokenHash, tokenHash));
  const [returning] = options.lock ? await returningQuery.for('update', { of: registrationInvitations }) : await returningQuery;
  if (!returning) return null;
  const { invitation } = returning;
  return {
    kind: 'returning',
    id: invitation.id,
    usable: isOpen(invitation, now),
    seasonId: invitation.seasonId,
    seasonName: returning.seasonName,
    playerId: invitation.playerId,
    playerUserId: returning.playerUserId,
  };
}

/** The invitation as GET /api/registration/options describes it. */
export function describeInvitation(invitation: FoundInvitation): NonNullable<RegistrationOptions['invitation']> {
  if (invitation.kind === 'returning') {
    return { kind: 'returning', season_id: invitation.seasonId, season_name: invitation.seasonName, division_id: null, division_name: null };
  }
  return {
    kind: 'waitlist',
    // An entry from before any period opened has no season: the page offers the OPEN periods.
    season_id: invitation.seasonId,
    season_name: invitation.seasonName,
    division_id: invitation.divisionId,
    division_name: invitation.divisionName,
  };
}

/**
 * Marks the invitation used, in the registration's transaction; a waitlist entry becomes
 * registered (with its own audit row, as an admin's "mark registered" writes one).
 */
export async function claimInvitation(tx: Transaction, invitation: FoundInvitation, actor: Actor, now: Date): Promise<void> {
  if (invitation.kind === 'returning') {
    await tx
      .update(registrationInvitations)
      .set({ claimedAt: now })
      .where(and(eq(registrationInvitations.id, invitation.id), isNull(registrationInvitations.claimedAt)));
    return;
  }
  await tx
    .update(waitlistInvitations)
    .set({ claimedAt: now })
    .where(and(eq(waitlistInvitations.id, invitation.id), isNull(waitlistInvitations.claimedAt)));
  const [before] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, invitation.entryId)).for('update');
  const [after] = await tx.update(waitlistEntries).set({ status: 'registered', updatedAt: now }).where(eq(waitlistEntries.id, invitation.entryId)).returning();
  await recordAudit(tx, { actor, action: 'waitlist.registered', entityType: 'waitlist_entry', entityId: invitation.entryId, before, after });
}
