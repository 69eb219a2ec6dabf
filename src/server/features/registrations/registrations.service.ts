import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { chooseAnotherDivisionMessage } from '../../../shared/eligibility';
import { LIVE_REGISTRATION_STATUSES, REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { Gender } from '../../../shared/waitlist';
import type { CreateRegistrationResult, MyRegistration } from '../../../shared/api/registrations';
import { signedNameMatches, type CreateRegistrationInput } from '../../../shared/schemas/registrations';
import { WAITLIST_MESSAGES } from '../../../shared/schemas/waitlist';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { players, registrationPeriods, registrations, waiverSignatures } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import { recordAudit } from '../../core/audit/audit.service';
import { findIneligibility } from '../eligibility/index';
import { photoPrefix, storedPhotoKey } from '../photos/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { findActiveWaiver } from '../waivers/index';
import { claimInvitation, findInvitation, type FoundInvitation } from './registration-invitations';
import { queueRegistrationMail } from './registration-mail';
import { exceptionEmailOf, periodAccess, periodRefusalError, priceRegistration } from './registration-rules';
import {
  countLiveRegistrations,
  forThePlayer,
  isOwnRegistration,
  listRegistrationsOfUser,
  playerIdOfUser,
  registrationIdOf,
  selectMyRegistration,
  selectMyRegistrationRow,
  toMyRegistration,
} from './registration-views';

type PlayerRow = typeof players.$inferSelect;
type PeriodRow = typeof registrationPeriods.$inferSelect;

export interface CreatedRegistration {
  result: CreateRegistrationResult;
  /** false: the player's pending registration was already there (a retry): answer 200. */
  created: boolean;
}

function nextStep(registration: MyRegistration, cardPayments: boolean): CreateRegistrationResult['next'] {
  if (registration.status !== 'pending_payment' || registration.total_cents === 0) return 'none';
  return cardPayments ? 'checkout' : 'payment_due';
}

async function resultOf(tx: Transaction, registrationId: string, cardPayments: boolean): Promise<CreateRegistrationResult> {
  const registration = await selectMyRegistration(tx, registrationId, cardPayments);
  if (!registration) throw new Error('the registration was not stored');
  return { registration, next: nextStep(registration, cardPayments) };
}

/**
 * The player record this registration is for: the account's own, or (a returning player's
 * invitation, an account without one) the invited player's record nobody has taken yet.
 */
async function lockPlayerOf(tx: Transaction, actor: Actor, invitation: FoundInvitation | null): Promise<PlayerRow | null> {
  const [own] = await tx.select().from(players).where(eq(players.userId, actor.userId)).for('update');
  if (own) return own;
  if (invitation?.kind !== 'returning' || !invitation.usable || invitation.playerUserId !== null) return null;
  const [invited] = await tx
    .select()
    .from(players)
    .where(and(eq(players.id, invitation.playerId), isNull(players.userId)))
    .for('update');
  return invited ?? null;
}

/** A new photo must be one this account uploaded; keeping the one on file (or the waitlist's) is fine. */
async function assertPhotoAllowed(
  storage: ObjectStorage,
  actor: Actor,
  photoUrl: string | null,
  player: PlayerRow | null,
  invitation: FoundInvitation | null,
): Promise<void> {
  if (!photoUrl || photoUrl === player?.photoUrl) return;
  if (invitation?.kind === 'waitlist' && photoUrl === invitation.photoUrl) return;
  if (await storedPhotoKey(storage, photoUrl, photoPrefix('profile', actor))) return;
  throw invalidField('player.photo_url', WAITLIST_MESSAGES.photoUrl);
}

/**
 * The date of birth and gender a registration stands on: the record's, when it has them. They
 * change only through an admin (issue 19: a returning player's form overwrote them and so got
 * past a division's age and gender rule); the form only fills what the record lacks.
 */
function personOf(existing: PlayerRow | null, input: CreateRegistrationInput['player']): { dateOfBirth: string; gender: Gender } {
  return { dateOfBirth: existing?.dateOfBirth ?? input.date_of_birth, gender: existing?.gender ?? input.gender };
}

/** Creates or updates the player record from the details step; the account's e-mail goes on it. */
async function savePlayer(tx: Transaction, actor: Actor, existing: PlayerRow | null, input: CreateRegistrationInput['player'], now: Date): Promise<PlayerRow> {
  const details = {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone_number,
    ...personOf(existing, input),
    skillLevel: input.skill_level,
    positions: [...input.positions_played],
    preferredPosition: input.preferred_position,
    jerseySize: input.jersey_size,
    photoUrl: input.photo_url ?? null,
    emergencyContactName: input.emergency_contact_name,
    emergencyContactPhone: input.emergency_contact_phone,
    updatedAt: now,
  };
  // A phone-only account has no real address: keep whatever the record has.
  const email = isPhoneOnlyEmail(actor.email) ? {} : { email: actor.email };
  if (existing) {
    const [row] = await tx
      .update(players)
      .set({ ...details, ...email, userId: actor.userId })
      .where(eq(players.id, existing.id))
      .returning();
    if (!row) throw new Error('the player record was not updated');
    return row;
  }
  const [row] = await tx
    .insert(players)
    .values({ ...details, ...email, userId: actor.userId, createdAt: now })
    .returning();
  if (!row) throw new Error('the player record was not stored');
  return row;
}

async function lockPeriod(tx: Transaction, periodId: string): Promise<PeriodRow> {
  const [period] = await tx.select().from(registrationPeriods).where(eq(registrationPeriods.id, periodId)).for('update');
  if (!period) throw periodRefusalError('not_open');
  return period;
}

async function liveRegistrationOf(tx: Transaction, playerId: string, period: PeriodRow) {
  const [row] = await tx
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(
      and(
        eq(registrations.playerId, playerId),
        eq(registrations.seasonId, period.seasonId),
        eq(registrations.divisionId, period.divisionId),
        inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES]),
      ),
    );
  return row ?? null;
}

/**
 * POST /api/registrations: the whole registration in one transaction (decision 015). The
 * period's row is locked first, so two people taking the last place queue on it and the
 * second finds the division full; the discount code's row is locked for its last use.
 */
async function registerOnce({
  db,
  storage,
  actor,
  input,
  cardPayments,
  baseUrl,
  now,
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor;
  input: CreateRegistrationInput;
  cardPayments: boolean;
  baseUrl: string;
  now: Date;
}): Promise<CreatedRegistration> {
  return db.transaction(async (tx) => {
    const period = await lockPeriod(tx, input.period_id);
    const token = input.invitation?.trim() || null;
    const found = token ? await findInvitation(tx, token, now, { lock: true }) : null;
    const player = await lockPlayerOf(tx, actor, found);

    // A retry (a lost answer, a double click) finds its own pending registration, also once
    // the invitation it used is claimed.
    const existing = player ? await liveRegistrationOf(tx, player.id, period) : null;
    if (existing?.status === 'pending_payment') return { result: await resultOf(tx, existing.id, cardPayments), created: false };
    if (existing)
      throw new AppError('CONFLICT', REGISTRATION_MESSAGES.alreadyRegistered, [{ path: 'period_id', message: REGISTRATION_MESSAGES.alreadyRegistered }]);

    if (token && !found?.usable) throw invalidField('invitation', REGISTRATION_MESSAGES.invitationInvalid);
    const invitation = found?.usable ? found : null;
    const settings = await readLeagueSettings(tx);
    const access = periodAccess(period, invitation, settings.waitlistEnabled);
    if (!access.ok) throw periodRefusalError(access.refusal);

    // The division's eligibility rules (decision 044), before any payment, on the stored date of
    // birth and gender where the record has them. Under the division choice (decision 061): the
    // wizard offered only divisions the answers allow, so a refusal here means the rules or an
    // exception changed meanwhile, and the division is what the person can change.
    const refusal = await findIneligibility(tx, {
      seasonId: period.seasonId,
      divisionId: period.divisionId,
      person: personOf(player, input.player),
      email: exceptionEmailOf(actor.email, player),
      playerId: player?.id ?? null,
    });
    if (refusal) throw invalidField('period_id', chooseAnotherDivisionMessage(refusal.message));

    if (period.capacity !== null && (await countLiveRegistrations(tx, period.seasonId, period.divisionId)) >= period.capacity) {
      throw periodRefusalError('full');
    }

    const waiver = await findActiveWaiver(tx);
    if (!waiver || waiver.id !== input.waiver_id) {
      throw new AppError('CONFLICT', REGISTRATION_MESSAGES.waiverOutdated, [{ path: 'waiver_id', message: REGISTRATION_MESSAGES.waiverOutdated }]);
    }
    if (!signedNameMatches(input.waiver_signed_name, input.player.first_name, input.player.last_name)) {
      throw invalidField('waiver_signed_name', REGISTRATION_MESSAGES.signedNameMismatch);
    }
    const price = await priceRegistration(tx, { feeCents: period.feeCents, seasonId: period.seasonId, code: input.discount_code, now, lock: true });
    await assertPhotoAllowed(storage, actor, input.player.photo_url ?? null, player, invitation);

    const saved = await savePlayer(tx, actor, player, input.player, now);
    // The first signature of a version stays: signing again for another division adds nothing.
    await tx
      .insert(waiverSignatures)
      .values({ waiverId: waiver.id, playerId: saved.id, signedName: input.waiver_signed_name, signedAt: now })
      .onConflictDoNothing({ target: [waiverSignatures.waiverId, waiverSignatures.playerId] });
    if (invitation && access.claimsInvitation) await claimInvitation(tx, invitation, actor, now);

    const free = price.totalCents === 0;
    const [row] = await tx
      .insert(registrations)
      .values({
        playerId: saved.id,
        userId: actor.userId,
        seasonId: period.seasonId,
        divisionId: period.divisionId,
        registrationPeriodId: period.id,
        status: free ? 'paid' : 'pending_payment',
        feeCents: price.feeCents,
        discountCents: price.discountCents,
        discountCodeId: price.discountCode?.id ?? null,
        paymentMethod: free ? 'free' : null,
        paidAt: free ? now : null,
        waiverId: waiver.id,
        hasPhysicalConditions: input.player.has_physical_conditions,
        physicalConditionsDetails: input.player.has_physical_conditions ? (input.player.physical_conditions_details?.trim() ?? null) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the registration was not stored');
    await recordAudit(tx, {
      actor,
      action: 'registration.created',
      entityType: 'registration',
      entityId: row.id,
      before: null,
      after: {
        ...row,
        discountCode: price.discountCode?.code ?? null,
        invitation: invitation && access.claimsInvitation ? { kind: invitation.kind, id: invitation.id } : null,
      },
    });
    // In this transaction: a retry (above) or a refusal queues nothing (decision 045).
    await queueRegistrationMail(tx, 'received', row.id, { cardPayments, baseUrl });
    return { result: await resultOf(tx, row.id, cardPayments), created: true };
  });
}

export async function createRegistration({
  db,
  storage,
  actor,
  input,
  cardPayments,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  input: CreateRegistrationInput;
  cardPayments: boolean;
  /** Links in the registration's mail start with it. */
  baseUrl: string;
  now?: Date;
}): Promise<CreatedRegistration> {
  const caller = requireActor(actor);
  try {
    return await registerOnce({ db, storage, actor: caller, input, cardPayments, baseUrl, now });
  } catch (error) {
    // Two requests of one account racing past each other (the live-registration index, or
    // the player record's user_id): run once more, and the retry finds what the other stored.
    if (!isUniqueViolation(error)) throw error;
    return registerOnce({ db, storage, actor: caller, input, cardPayments, baseUrl, now });
  }
}

/** GET /api/registrations/:id: the registration's own account or player, or an admin; anyone else 404. */
export async function getMyRegistration({
  db,
  actor,
  registrationId,
  cardPayments,
}: {
  db: Database;
  actor: Actor | null;
  registrationId: string;
  cardPayments: boolean;
}): Promise<MyRegistration> {
  const caller = requireActor(actor);
  const id = registrationIdOf(registrationId);
  const row = await selectMyRegistrationRow(db, id);
  if (!row) throw notFound('That registration');
  if (!holdsAnyRole(caller, ['admin']) && !isOwnRegistration(row, caller.userId, await playerIdOfUser(db, caller.userId))) {
    // Not "forbidden": whether someone else's registration exists is not the caller's business.
    throw notFound('That registration');
  }
  const { paymentInstructions } = await readLeagueSettings(db);
  return forThePlayer(toMyRegistration(row, cardPayments), cardPayments, paymentInstructions);
}

/** GET /api/me/registrations: newest first. */
export async function listMyRegistrations({
  db,
  actor,
  cardPayments,
}: {
  db: Database;
  actor: Actor | null;
  cardPayments: boolean;
}): Promise<MyRegistration[]> {
  const caller = requireActor(actor);
  return listRegistrationsOfUser(db, caller.userId, cardPayments);
}
