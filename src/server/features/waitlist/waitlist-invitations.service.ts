import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { LeagueSettings } from '../../../shared/settings';
import { INVITATION_CLAIM_HOURS, INVITATION_EXPIRING_NOTICE_HOURS } from '../../../shared/waitlist';
import type { WaitlistEntryDetail } from '../../../shared/api/waitlist';
import type { Database, Transaction } from '../../db/client';
import { divisions, seasons, users, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { consumeRateLimit } from '../../http/rate-limit';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict } from '../../http/errors';
import { type Email, type Messenger, queueEmails } from '../../messaging/messenger';
import { recordAudit } from '../../core/audit/audit.service';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { notify } from '../notifications/index';
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

/** " for Summer 2030, Men's Open": what the entry waits for, when it names it. */
async function offerOf(db: Database | Transaction, entry: Pick<WaitlistEntryRow, 'seasonId' | 'divisionId'>): Promise<string> {
  const [season] = entry.seasonId ? await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, entry.seasonId)) : [];
  const [division] = entry.divisionId ? await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, entry.divisionId)) : [];
  const offer = [season?.name, division?.name].filter(Boolean).join(', ');
  return offer ? ` for ${offer}` : '';
}

const formatDeadline = (at: Date, settings: Pick<LeagueSettings, 'timeZone'>) =>
  new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);

/**
 * The account that uses the entry's address, if any (most waitlist entries have none): it also
 * hears of its offer through the notification service (decision 074). Phone-only and disabled
 * accounts are no one's address.
 */
async function accountOf(db: Database | Transaction, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.disabledAt)));
  return rows.find((r) => !isPhoneOnlyEmail(r.email))?.id ?? null;
}

/** The notification service's event of one invitation: its entry and its time (a new invitation, a new event). */
const offerEventKey = (kind: 'offer' | 'expiring', entryId: string, expiresAt: Date) => `waitlist-${kind}:${entryId}:${expiresAt.toISOString()}`;

/**
 * Sent after the transaction commits: a rolled-back invitation must not have left a working
 * link in someone's inbox. The mail is the offer and goes whatever the person chose (the link is
 * in it and nowhere else); an account with the entry's address also gets it in the app, on push
 * only, so it hears of the offer once by e-mail (decision 074).
 */
async function sendInvitation(db: Database, messenger: Messenger, baseUrl: string, invitation: IssuedInvitation): Promise<void> {
  const { entry, token, expiresAt } = invitation;
  const settings = await readLeagueSettings(db);
  const where = await offerOf(db, entry);
  const deadline = formatDeadline(expiresAt, settings);
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
  const accountId = await accountOf(db, entry.email);
  if (accountId) {
    await notify(db, {
      kind: 'waitlist_offer',
      recipientUserIds: [accountId],
      eventKey: offerEventKey('offer', entry.id, expiresAt),
      title: 'A spot is open for you',
      body: `A roster spot has opened${where}. Register with the link we e-mailed to ${entry.email} before ${deadline}.`,
      url: '/register',
      channels: ['push'],
    });
  }
}

/** "Your spot expires soon": the offer's deadline, and where the link is (not in this mail: only a hash of it is kept). */
export function offerExpiringEmail(
  entry: Pick<WaitlistEntryRow, 'email' | 'firstName'>,
  facts: { where: string; deadline: string; sentOn: string },
  settings: Pick<LeagueSettings, 'leagueName'>,
): Email {
  return {
    to: entry.email,
    subject: `${settings.leagueName}: your spot expires soon`,
    text: [
      greeting(entry.firstName),
      `The roster spot offered to you${facts.where} is still yours until ${facts.deadline}.`,
      `To claim it, register with the link in the e-mail we sent you on ${facts.sentOn} ("${settings.leagueName}: a spot is open for you"). The link works once.`,
      'If you have not registered by then, the spot passes to the next person on the waitlist. If you no longer want to play, you can ignore this message.',
    ].join('\n\n'),
  };
}

/**
 * Every open invitation with at most INVITATION_EXPIRING_NOTICE_HOURS left hears once that it is
 * about to expire: through the notification service for an account with the entry's address,
 * by mail otherwise. Each in its own transaction with its entry locked (SKIP LOCKED) and a claim
 * on a throttle row, so a second run, or another server process, sends nothing more.
 */
export async function remindExpiringInvitations({ db, now = new Date() }: { db: Database; now?: Date }): Promise<{ reminded: string[] }> {
  const due = await db
    .select({
      id: waitlistInvitations.id,
      entryId: waitlistInvitations.entryId,
      expiresAt: waitlistInvitations.expiresAt,
      sentAt: waitlistInvitations.createdAt,
    })
    .from(waitlistInvitations)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistInvitations.entryId))
    .where(
      and(
        isNull(waitlistInvitations.claimedAt),
        isNull(waitlistInvitations.revokedAt),
        gt(waitlistInvitations.expiresAt, now),
        lte(waitlistInvitations.expiresAt, new Date(now.getTime() + INVITATION_EXPIRING_NOTICE_HOURS * HOUR_MS)),
        eq(waitlistEntries.status, 'invited'),
      ),
    )
    .orderBy(asc(waitlistInvitations.expiresAt))
    .limit(EXPIRY_BATCH);
  const reminded: string[] = [];
  for (const invitation of due) {
    const sent = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, invitation.entryId), eq(waitlistEntries.status, 'invited')))
        .for('update', { skipLocked: true });
      if (!entry) return false;
      const claim = await consumeRateLimit(
        tx,
        { key: `waitlist-offer-expiring:${invitation.id}`, limit: 1, windowMs: (INVITATION_CLAIM_HOURS + 1) * HOUR_MS },
        now,
      );
      if (!claim.allowed) return false;
      const settings = await readLeagueSettings(tx);
      const where = await offerOf(tx, entry);
      const deadline = formatDeadline(invitation.expiresAt, settings);
      const sentOn = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, dateStyle: 'long' }).format(invitation.sentAt);
      const mail = offerExpiringEmail(entry, { where, deadline, sentOn }, settings);
      const accountId = await accountOf(tx, entry.email);
      if (!accountId) {
        await queueEmails(tx, [mail]);
        return true;
      }
      await notify(tx, {
        kind: 'waitlist_offer_expiring',
        recipientUserIds: [accountId],
        eventKey: offerEventKey('expiring', entry.id, invitation.expiresAt),
        title: 'Your spot expires soon',
        body: `The spot offered to you${where} passes to the next person on ${deadline}. Register with the link in your e-mail.`,
        url: '/register',
        email: { subject: mail.subject, text: mail.text },
      });
      return true;
    });
    if (sent) reminded.push(invitation.entryId);
  }
  return { reminded };
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
