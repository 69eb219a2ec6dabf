import { desc, eq } from 'drizzle-orm';
import { WAITLIST_MESSAGES, type JoinWaitlistInput } from '../../../shared/schemas/waitlist';
import { isTeamPreference, WAITLIST_DUPLICATE_MESSAGE, WAITLIST_NEW_PRIORITY, WAITLIST_NEW_STATUS } from '../../../shared/waitlist';
import type { JoinWaitlistResult } from '../../../shared/api/waitlist';
import type { Database } from '../../db/client';
import { registrationPeriods, teams, waitlistEntries } from '../../db/schema/index';
import { conflict, invalidField } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import { assertEligible } from '../eligibility/index';
import { storedPhotoKey } from '../photos/index';
import { findActiveWaiver } from '../waivers/index';
import { countWaitlistJoinForMailbox } from './waitlist-limits';
import { queueWaitlistJoinedMail } from './waitlist-mail';
import { assertWaitlistOpen } from '../../core/settings/waitlist-open';
import { toWaitlistStatus } from './waitlist-views';

/**
 * The spec's "Join waitlist" (§3, §4, §7): anyone may join; the entry goes to the newest
 * OPEN registration period's season and division (none open: both null), as pending with
 * priority 1. The same e-mail twice for one season and division is a 409, also when two
 * requests race: the database's unique constraint decides, not a read before the write.
 * A person the division's eligibility rules refuse gets a 422 naming the rule (decision 044).
 * While waitlist mode is off the waitlist is closed: 409, nothing stored (decision 011).
 */
export async function joinWaitlist({
  db,
  storage,
  input,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  storage: ObjectStorage;
  input: JoinWaitlistInput;
  /** Links in the "waitlist joined" mail start with it. */
  baseUrl: string;
  now?: Date;
}): Promise<JoinWaitlistResult> {
  await assertWaitlistOpen(db);
  const photoUrl = input.photo_url ?? null;
  if (photoUrl && !(await storedPhotoKey(storage, photoUrl, 'waitlist/'))) throw invalidField('photo_url', WAITLIST_MESSAGES.photoUrl);
  // The wizard hides the previous team and preference for a new player; whatever the form
  // still holds for them is not an answer.
  const previousTeamId = input.is_new_player ? null : (input.previous_team_id ?? null);
  // (A returning player's preference is one of the list: the body's schema checked it.)
  const teamPreference = !input.is_new_player && isTeamPreference(input.team_preference) ? input.team_preference : null;

  const created = await db.transaction(async (tx) => {
    if (previousTeamId) {
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, previousTeamId));
      if (!team) throw invalidField('previous_team_id', WAITLIST_MESSAGES.previousTeam);
    }
    const [period] = await tx
      .select({ seasonId: registrationPeriods.seasonId, divisionId: registrationPeriods.divisionId })
      .from(registrationPeriods)
      .where(eq(registrationPeriods.status, 'OPEN'))
      .orderBy(desc(registrationPeriods.createdAt))
      .limit(1);
    // The division's eligibility rules (decision 044), before anything is stored.
    if (period) {
      const person = { dateOfBirth: input.date_of_birth, gender: input.gender };
      await assertEligible(tx, { seasonId: period.seasonId, divisionId: period.divisionId, person, email: input.email });
    }
    const waiver = await findActiveWaiver(tx);
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        email: input.email.toLowerCase(),
        firstName: input.first_name,
        lastName: input.last_name,
        fullName: `${input.first_name} ${input.last_name}`,
        phoneNumber: input.phone_number,
        dateOfBirth: input.date_of_birth,
        gender: input.gender,
        photoUrl,
        jerseySize: input.jersey_size,
        emergencyContactName: input.emergency_contact_name,
        emergencyContactPhone: input.emergency_contact_phone,
        // The schema only lets an accepted waiver through.
        waiverAcceptedAt: now,
        waiverId: waiver?.id ?? null,
        isNewPlayer: input.is_new_player,
        previousTeamId,
        teamPreference,
        skillLevel: input.skill_level,
        positionsPlayed: [...input.positions_played],
        preferredPosition: input.preferred_position,
        mailingListOptIn: input.mailing_list_opt_in,
        seasonId: period?.seasonId ?? null,
        divisionId: period?.divisionId ?? null,
        hasPhysicalConditions: input.has_physical_conditions,
        physicalConditionsDetails: input.has_physical_conditions ? (input.physical_conditions_details?.trim() ?? null) : null,
        notes: input.notes?.trim() || null,
        status: WAITLIST_NEW_STATUS,
        waitlistPriority: WAITLIST_NEW_PRIORITY,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id, status: waitlistEntries.status, priority: waitlistEntries.waitlistPriority });
    // Only a stored entry gets its mail, queued with it (decision 045), and counts for its mailbox.
    if (row) {
      await countWaitlistJoinForMailbox(tx, input.email);
      await queueWaitlistJoinedMail(
        tx,
        { email: input.email.toLowerCase(), firstName: input.first_name, seasonId: period?.seasonId ?? null, divisionId: period?.divisionId ?? null },
        baseUrl,
      );
    }
    return row;
  });
  if (!created) throw conflict(WAITLIST_DUPLICATE_MESSAGE);
  return { id: created.id, status: toWaitlistStatus(created.status), waitlist_priority: created.priority };
}
