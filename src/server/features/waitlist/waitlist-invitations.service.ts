import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { INVITATION_CLAIM_HOURS } from '../../../shared/waitlist';
import type { WaitlistEntryDetail } from '../../../shared/api/waitlist';
import type { Database, Transaction } from '../../db/client';
import { divisions, seasons, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict } from '../../http/errors';
import type { Messenger } from '../../messaging/messenger';
import { recordAudit } from '../../core/audit/audit.service';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { loadWaitlistEntryDetail, lockWaitlistEntry, type WaitlistEntryRow } from './waitlist-views';
import { greeting, INVITATION_LINK_SENT, secret } from '../../messaging/message-text';

const HOUR_MS = 60 * 60 * 1000;

/** Only this hash is stored; the token itself exists only in the e-mailed link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface IssuedInvitation {
  entry: WaitlistEntryRow;
  token: string;
  expiresAt: Date;
}

/**
 * Inside the caller's transaction, with the entry locked: revokes any invitation still open,
 * stores a new one that runs out INVITATION_CLAIM_HOURS from now, and marks the entry invited.
 */
async function issueInvitation(tx: Transaction, entry: WaitlistEntryRow, actor: Actor | null, now: Date): Promise<IssuedInvitation> {
  await tx
    .update(waitlistInvitations)
    .set({ revokedAt: now })
    .where(and(eq(waitlistInvitations.entryId, entry.id), isNull(waitlistInvitations.claimedAt), isNull(waitlistInvitations.revokedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_CLAIM_HOURS * HOUR_MS);
  await tx.insert(waitlistInvitations).values({ entryId: entry.id, tokenHash: hashInvitationToken(token), expiresAt, createdAt: now });
  const [after] = await tx.update(waitlistEntries).set({ status: 'invited', updatedAt: now }).where(eq(waitlistEntries.id, entry.id)).returning();
  const invited = after ?? { ...entry, status: 'invited' };
  await recordAudit(tx, {
    actor,
    action: 'waitlist.invited',
    entityType: 'waitlist_entry',
    entityId: entry.id,
    before: entry,
    after: { ...invited, invitationExpiresAt: expiresAt },
  });
  return { entry: invited, token, expiresAt };
}

/**
 * Sent after the transaction commits: a rolled-back invitation must not have left a working
 * link in someone's inbox.
 */
async function sendInvitation(db: Database, messenger: Messenger, baseUrl: string, invitation: IssuedInvitation): Promise<void> {
  const { entry, token, expiresAt } = invitation;
  const settings = await readLeagueSettings(db);
  const [season] = entry.seasonId ? await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, entry.seasonId)) : [];
  const [division] = entry.divisionId ? await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, entry.divisionId)) : [];
  const offer = [season?.name, division?.name].filter(Boolean).join(', ');
  const where = offer ? ` for ${offer}` : '';
  const deadline = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(expiresAt);
  const link = `${baseUrl}/register?invitation=${encodeURIComponent(token)}`;
  await messenger.sendEmail({
    to: entry.email,
    subject: `${settings.leagueName}: a spot is open for you`,
    text: [
      greeting(entry.firstName),
      `A roster spot has opened up${where}, and you are next on the ${settings.leagueName} waitlist.`,
      `Register here to claim it:\n${link}`,
      `This link is for you only and works once. It expires in ${INVITATION_CLAIM_HOURS} hours, on ${deadline}. If you have not registered by then, the spot passes to the next person on the waitlist.`,
      'If you no longer want to play, you can ignore this message.',
    ].join('\n\n'),
    secrets: [secret(link, INVITATION_LINK_SENT)],
  });
}

/** Admin: invite a pending (or expired) entry to register. A 409 for any other status. */
export async function inviteWaitlistEntry({
  db,
  messenger,
  baseUrl,
  actor,
  entryId: id,
  now = new Date(),
}: {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
  actor: Actor | null;
  entryId: string;
  now?: Date;
}): Promise<WaitlistEntryDetail> {
  const admin = requireActor(actor);
  const issued = await db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, id);
    if (entry.status !== 'pending' && entry.status !== 'expired') throw conflict('Only a pending or expired entry can be invited.');
    return issueInvitation(tx, entry, admin, now);
  });
  await sendInvitation(db, messenger, baseUrl, issued);
  return loadWaitlistEntryDetail(db, id, now);
}

export interface ExpiryResult {
  /** Entries whose invitation ran out, now expired. */
  expired: string[];
  /** Entries invited in their place. */
  invited: string[];
}

/** At most this many expiries per run; the next run takes the rest. */
const EXPIRY_BATCH = 100;

/**
 * Every invitation past its time that nobody claimed: its entry becomes expired and the next
 * pending entry of the same season and division (by priority, then oldest) is invited. Each
 * entry is handled in its own transaction with its row locked (SKIP LOCKED), so several
 * server processes running this at once never expire or invite the same entry twice.
 */
export async function expireWaitlistInvitations({
  db,
  messenger,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
  now?: Date;
}): Promise<ExpiryResult> {
  const due = await db
    .select({ entryId: waitlistInvitations.entryId })
    .from(waitlistInvitations)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistInvitations.entryId))
    .where(
      and(
        isNull(waitlistInvitations.claimedAt),
        isNull(waitlistInvitations.revokedAt),
        lte(waitlistInvitations.expiresAt, now),
        eq(waitlistEntries.status, 'invited'),
      ),
    )
    .orderBy(asc(waitlistInvitations.expiresAt))
    .limit(EXPIRY_BATCH);

  const result: ExpiryResult = { expired: [], invited: [] };
  for (const { entryId } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'invited')))
        .for('update', { skipLocked: true });
      if (!entry) return null; // another process has it, or an admin decided meanwhile
      const [lapsed] = await tx
        .select({ id: waitlistInvitations.id })
        .from(waitlistInvitations)
        .where(
          and(
            eq(waitlistInvitations.entryId, entryId),
            isNull(waitlistInvitations.claimedAt),
            isNull(waitlistInvitations.revokedAt),
            lte(waitlistInvitations.expiresAt, now),
          ),
        );
      if (!lapsed) return null;
      const [expired] = await tx.update(waitlistEntries).set({ status: 'expired', updatedAt: now }).where(eq(waitlistEntries.id, entryId)).returning();
      await recordAudit(tx, {
        actor: null,
        action: 'waitlist.invitation_expired',
        entityType: 'waitlist_entry',
        entityId: entryId,
        before: entry,
        after: expired,
      });
      const [next] = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.status, 'pending'),
            sql`${waitlistEntries.seasonId} is not distinct from ${entry.seasonId}::uuid`,
            sql`${waitlistEntries.divisionId} is not distinct from ${entry.divisionId}::uuid`,
          ),
        )
        .orderBy(asc(waitlistEntries.waitlistPriority), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return { issued: next ? await issueInvitation(tx, next, null, now) : null };
    });
    if (!outcome) continue;
    result.expired.push(entryId);
    if (outcome.issued) {
      result.invited.push(outcome.issued.entry.id);
      await sendInvitation(db, messenger, baseUrl, outcome.issued);
    }
  }
  return result;
}
