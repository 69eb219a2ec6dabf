import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isGenderRule } from '../../../shared/eligibility';
import { type PeriodStatus, PERIOD_STATUSES } from '../../../shared/seasons';
import { LIVE_REGISTRATION_STATUSES, REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { RegistrationOptions, RegistrationPeriodOption, RegistrationPlayerDetails, RegistrationQuote } from '../../../shared/api/registrations';
import type { Database } from '../../db/client';
import { divisions, players, registrationPeriods, registrations, seasons, waiverSignatures } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { eligibilityExceptionPlaces } from '../eligibility/index';
import { findActiveWaiver } from '../waivers/index';
import { describeInvitation, findInvitation } from './registration-invitations';
import { exceptionEmailOf, periodAccess, periodRefusalError, priceRegistration } from './registration-rules';

type PlayerRow = typeof players.$inferSelect;

function toPeriodStatus(value: string): PeriodStatus {
  const status = PERIOD_STATUSES.find((s) => s === value);
  if (!status) throw new AppError('INTERNAL', `unknown period status ${value}`);
  return status;
}

/** The details step's prefill from the player record: only what the record holds. */
function prefillOf(row: PlayerRow): Partial<RegistrationPlayerDetails> {
  const details: Partial<RegistrationPlayerDetails> = { first_name: row.firstName, last_name: row.lastName, positions_played: [...row.positions] };
  if (row.phone) details.phone_number = row.phone;
  if (row.dateOfBirth) details.date_of_birth = row.dateOfBirth;
  if (row.gender) details.gender = row.gender;
  if (row.skillLevel !== null) details.skill_level = row.skillLevel;
  if (row.preferredPosition) details.preferred_position = row.preferredPosition;
  if (row.jerseySize) details.jersey_size = row.jerseySize;
  details.photo_url = row.photoUrl;
  if (row.emergencyContactName) details.emergency_contact_name = row.emergencyContactName;
  if (row.emergencyContactPhone) details.emergency_contact_phone = row.emergencyContactPhone;
  return details;
}

const placeKey = (seasonId: string, divisionId: string) => `${seasonId}/${divisionId}`;

/**
 * GET /api/registration/options: anyone may ask. The caller's own player record (prefill,
 * waiver signed, already registered) only when signed in; nothing about anyone else.
 */
export async function getRegistrationOptions({
  db,
  actor,
  cardPayments,
  invitationToken,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  cardPayments: boolean;
  invitationToken: string | undefined;
  now?: Date;
}): Promise<RegistrationOptions> {
  const token = invitationToken?.trim() || null;
  const [settings, found, waiver, [player]] = await Promise.all([
    readLeagueSettings(db),
    token ? findInvitation(db, token, now) : Promise.resolve(null),
    findActiveWaiver(db),
    actor ? db.select().from(players).where(eq(players.userId, actor.userId)) : Promise.resolve([]),
  ]);
  const invitation = found?.usable ? found : null;
  const canRegister = !settings.waitlistEnabled || invitation !== null;

  const candidates = await db
    .select({
      id: registrationPeriods.id,
      seasonId: registrationPeriods.seasonId,
      seasonName: seasons.name,
      divisionId: registrationPeriods.divisionId,
      divisionName: divisions.name,
      divisionDescription: divisions.description,
      minAge: divisions.minAge,
      genderRule: divisions.genderRule,
      seasonStartDate: seasons.startDate,
      status: registrationPeriods.status,
      feeCents: registrationPeriods.feeCents,
      capacity: registrationPeriods.capacity,
      closesAt: registrationPeriods.closesAt,
    })
    .from(registrationPeriods)
    .innerJoin(seasons, eq(seasons.id, registrationPeriods.seasonId))
    .innerJoin(divisions, eq(divisions.id, registrationPeriods.divisionId))
    .where(inArray(registrationPeriods.status, ['OPEN', 'UPCOMING']))
    .orderBy(desc(registrationPeriods.createdAt), desc(registrationPeriods.id));
  // Without a way in (waitlist on, no invitation) the OPEN periods still show what is on; the
  // page sends the person to the waitlist (can_register false).
  const offered = candidates.filter((period) => {
    const access = periodAccess(period, invitation, settings.waitlistEnabled);
    return access.ok || (access.refusal === 'waitlist_only' && !canRegister);
  });

  const seasonIds = [...new Set(offered.map((p) => p.seasonId))];
  const [taken, mine, signature, excepted] = await Promise.all([
    seasonIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ seasonId: registrations.seasonId, divisionId: registrations.divisionId, count: count() })
          .from(registrations)
          .where(and(inArray(registrations.seasonId, seasonIds), inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES])))
          .groupBy(registrations.seasonId, registrations.divisionId),
    player
      ? db
          .select({ seasonId: registrations.seasonId, divisionId: registrations.divisionId })
          .from(registrations)
          .where(and(eq(registrations.playerId, player.id), inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES])))
      : Promise.resolve([]),
    player && waiver
      ? db
          .select({ signedAt: waiverSignatures.signedAt })
          .from(waiverSignatures)
          .where(and(eq(waiverSignatures.waiverId, waiver.id), eq(waiverSignatures.playerId, player.id)))
      : Promise.resolve([]),
    actor
      ? eligibilityExceptionPlaces(db, { email: exceptionEmailOf(actor.email, player), playerId: player?.id, seasonIds })
      : Promise.resolve(new Set<string>()),
  ]);
  const takenAt = new Map(taken.map((row) => [placeKey(row.seasonId, row.divisionId), row.count]));
  const registeredAt = new Set(mine.map((row) => placeKey(row.seasonId, row.divisionId)));

  const periods = offered.map(
    (period): RegistrationPeriodOption => ({
      period_id: period.id,
      season_id: period.seasonId,
      season_name: period.seasonName,
      division_id: period.divisionId,
      division_name: period.divisionName,
      division_description: period.divisionDescription,
      status: toPeriodStatus(period.status),
      fee_cents: period.feeCents,
      capacity: period.capacity,
      remaining: period.capacity === null ? null : Math.max(0, period.capacity - (takenAt.get(placeKey(period.seasonId, period.divisionId)) ?? 0)),
      closes_at: period.closesAt?.toISOString() ?? null,
      already_registered: registeredAt.has(placeKey(period.seasonId, period.divisionId)),
      min_age: period.minAge,
      gender_rule: isGenderRule(period.genderRule) ? period.genderRule : 'open',
      season_start_date: period.seasonStartDate,
      eligibility_exception: excepted.has(placeKey(period.seasonId, period.divisionId)),
    }),
  );

  return {
    waitlist_mode: settings.waitlistEnabled,
    invitation: invitation ? describeInvitation(invitation) : null,
    invitation_problem: token && !invitation ? REGISTRATION_MESSAGES.invitationInvalid : null,
    can_register: canRegister,
    periods,
    waiver,
    waiver_signed_at: signature[0]?.signedAt.toISOString() ?? null,
    payment_provider: cardPayments ? 'stripe' : null,
    player: player ? prefillOf(player) : null,
  };
}

/**
 * POST /api/registration/quote: what the period costs with the code, checked as the
 * registration will check it (no lock: a quote holds nothing).
 */
export async function quoteRegistration({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  input: { period_id: string; discount_code?: string | null };
  now?: Date;
}): Promise<RegistrationQuote> {
  requireActor(actor);
  const [period] = await db
    .select({ seasonId: registrationPeriods.seasonId, feeCents: registrationPeriods.feeCents, status: registrationPeriods.status })
    .from(registrationPeriods)
    .where(eq(registrationPeriods.id, input.period_id));
  if (!period || period.status === 'CLOSED') throw periodRefusalError('not_open');
  const price = await priceRegistration(db, { feeCents: period.feeCents, seasonId: period.seasonId, code: input.discount_code, now });
  return {
    fee_cents: price.feeCents,
    discount_cents: price.discountCents,
    total_cents: price.totalCents,
    discount_code: price.discountCode?.code ?? null,
  };
}
