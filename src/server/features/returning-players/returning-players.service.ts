import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { LIVE_REGISTRATION_STATUSES, RETURNING_INVITATION_DAYS, type ReturningIntent } from '../../../shared/registrations';
import type { ReturningIntentSaved, SendReturningInvitationsResult } from '../../../shared/api/registrations';
import type { Database, Transaction } from '../../db/client';
import { players, registrationInvitations, registrationPeriods, registrations, returningPlayerIntents, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { invalidField, notFound } from '../../http/errors';
import type { Messenger } from '../../messaging/messenger';
import { recordAudit } from '../../core/audit/audit.service';
import { findIneligibility } from '../eligibility/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { hashInvitationToken } from '../waitlist/index';
import { greeting, INVITATION_LINK_SENT, secret } from '../../messaging/message-text';

const DAY_MS = 24 * 60 * 60 * 1000;

async function seasonOrFieldError(tx: Transaction, seasonId: string): Promise<{ id: string; name: string }> {
  const [season] = await tx.select({ id: seasons.id, name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw invalidField('season_id', 'That season was not found.');
  return season;
}

/** The admin's note of whether a player returns for the season; setting what is stored already records nothing. */
export async function setReturningIntent({
  db,
  actor,
  playerId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  playerId: string;
  input: { season_id: string; intent: ReturningIntent };
}): Promise<ReturningIntentSaved> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('That player');
    await seasonOrFieldError(tx, input.season_id);
    const key = and(eq(returningPlayerIntents.seasonId, input.season_id), eq(returningPlayerIntents.playerId, playerId));
    const [before] = await tx.select().from(returningPlayerIntents).where(key).for('update');
    const saved = { season_id: input.season_id, player_id: playerId, intent: input.intent };
    if ((before?.intent ?? 'unknown') === input.intent) return saved;
    const now = new Date();
    const [after] = await tx
      .insert(returningPlayerIntents)
      .values({ seasonId: input.season_id, playerId, intent: input.intent, updatedBy: admin.userId, updatedAt: now })
      // Two admins setting a first intent at once: the second one's wins, as a second save would.
      .onConflictDoUpdate({
        target: [returningPlayerIntents.seasonId, returningPlayerIntents.playerId],
        set: { intent: input.intent, updatedBy: admin.userId, updatedAt: now },
      })
      .returning();
    await recordAudit(tx, {
      actor: admin,
      action: 'returning_player.intent_set',
      entityType: 'returning_player_intent',
      entityId: playerId,
      before: before ?? null,
      after,
    });
    return saved;
  });
}

/**
 * The invitation is for the season, not a division: a player the eligibility rules (or an
 * exception) let into at least one of the season's divisions is invited, and /register checks
 * the division they choose (decision 044). A season with no periods yet refuses no one.
 */
async function eligibleForAny(
  tx: Transaction,
  seasonId: string,
  offered: { divisionId: string }[],
  player: { id: string; email: string; dateOfBirth: string | null; gender: string | null },
): Promise<boolean> {
  if (offered.length === 0) return true;
  for (const { divisionId } of offered) {
    const person = { dateOfBirth: player.dateOfBirth, gender: player.gender };
    if (!(await findIneligibility(tx, { seasonId, divisionId, person, email: player.email, playerId: player.id }))) return true;
  }
  return false;
}

export interface IssuedInvitation {
  email: string;
  firstName: string;
  token: string;
  expiresAt: Date;
}

/**
 * Invites each chosen player to register for the season before it opens to everyone. A player
 * without an e-mail address, already registered for the season, or eligible for none of its
 * divisions (decision 044) is skipped (and said so);
 * an invitation still open is revoked and replaced. All in one transaction; the e-mails go out
 * after it commits, so a rolled-back invitation never leaves a working link in an inbox.
 */
export async function sendReturningInvitations({
  db,
  messenger,
  baseUrl,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
  actor: Actor | null;
  input: { season_id: string; player_ids: string[] };
  now?: Date;
}): Promise<SendReturningInvitationsResult> {
  const admin = requireActor(actor);
  const ids = [...new Set(input.player_ids.map((id) => id.toLowerCase()))].sort();
  const outcome = await db.transaction(async (tx) => {
    const season = await seasonOrFieldError(tx, input.season_id);
    // Locked in id order: two admins sending to overlapping players wait for each other.
    const found = await tx
      .select({ id: players.id, firstName: players.firstName, email: players.email, dateOfBirth: players.dateOfBirth, gender: players.gender })
      .from(players)
      .where(inArray(players.id, ids))
      .orderBy(asc(players.id))
      .for('update');
    const registered = await tx
      .selectDistinct({ playerId: registrations.playerId })
      .from(registrations)
      .where(and(eq(registrations.seasonId, season.id), inArray(registrations.playerId, ids), inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES])));
    const registeredIds = new Set(registered.map((r) => r.playerId));
    const offered = await tx
      .selectDistinct({ divisionId: registrationPeriods.divisionId })
      .from(registrationPeriods)
      .where(eq(registrationPeriods.seasonId, season.id));
    const skipped: SendReturningInvitationsResult['skipped'] = [];
    const issued: IssuedInvitation[] = [];
    for (const id of ids) {
      const player = found.find((p) => p.id === id);
      const email = player?.email?.trim().toLowerCase() ?? '';
      if (!player) skipped.push({ player_id: id, reason: 'not_found' });
      else if (!email || isPhoneOnlyEmail(email)) skipped.push({ player_id: id, reason: 'no_email' });
      else if (registeredIds.has(id)) skipped.push({ player_id: id, reason: 'already_registered' });
      else if (!(await eligibleForAny(tx, season.id, offered, { ...player, email }))) skipped.push({ player_id: id, reason: 'not_eligible' });
      else issued.push(await issueInvitation(tx, { admin, seasonId: season.id, playerId: id, email, firstName: player.firstName, now }));
    }
    return { season, skipped, issued };
  });
  for (const invitation of outcome.issued) await sendInvitationEmail(db, messenger, baseUrl, outcome.season.name, invitation);
  return { sent: outcome.issued.length, skipped: outcome.skipped };
}

/**
 * A registration invitation for one player (decision 034), replacing any open one; audited.
 * Also used to invite a rostered player without an account to sign up (decision 047).
 */
export async function issueInvitation(
  tx: Transaction,
  { admin, seasonId, playerId, email, firstName, now }: { admin: Actor; seasonId: string; playerId: string; email: string; firstName: string; now: Date },
): Promise<IssuedInvitation> {
  const revoked = await tx
    .update(registrationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(registrationInvitations.seasonId, seasonId),
        eq(registrationInvitations.playerId, playerId),
        isNull(registrationInvitations.claimedAt),
        isNull(registrationInvitations.revokedAt),
      ),
    )
    .returning();
  for (const old of revoked) {
    const { tokenHash: _hash, ...after } = old;
    await recordAudit(tx, {
      actor: admin,
      action: 'registration_invitation.revoked',
      entityType: 'registration_invitation',
      entityId: old.id,
      before: null,
      after,
    });
  }
  // Only the hash is stored; the token itself exists only in the e-mailed link.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RETURNING_INVITATION_DAYS * DAY_MS);
  const [row] = await tx
    .insert(registrationInvitations)
    .values({ seasonId, playerId, email, tokenHash: hashInvitationToken(token), expiresAt, createdBy: admin.userId, createdAt: now })
    .returning();
  if (!row) throw new Error('invitation was not stored');
  const { tokenHash: _hash, ...after } = row;
  await recordAudit(tx, { actor: admin, action: 'registration_invitation.sent', entityType: 'registration_invitation', entityId: row.id, before: null, after });
  return { email, firstName, token, expiresAt };
}

async function sendInvitationEmail(db: Database, messenger: Messenger, baseUrl: string, seasonName: string, invitation: IssuedInvitation): Promise<void> {
  const settings = await readLeagueSettings(db);
  const deadline = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(invitation.expiresAt);
  const link = `${baseUrl}/register?invitation=${encodeURIComponent(invitation.token)}`;
  await messenger.sendEmail({
    to: invitation.email,
    subject: `${settings.leagueName}: register for ${seasonName}`,
    text: [
      greeting(invitation.firstName),
      `Thanks for playing with ${settings.leagueName} last season. As a returning player you can register for ${seasonName} before registration opens to everyone.`,
      `Register here:\n${link}`,
      `This link is for you only and works once. It expires in ${RETURNING_INVITATION_DAYS} days, on ${deadline}.`,
      'If you are not playing this season, you can ignore this message.',
    ].join('\n\n'),
    secrets: [secret(link, INVITATION_LINK_SENT)],
  });
}
