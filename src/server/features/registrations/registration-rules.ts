import { eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { isDiscountKind, DISCOUNT_CODE_UNKNOWN_MESSAGE, priceWithDiscount } from '../../../shared/discount-codes';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { Database, Transaction } from '../../db/client';
import { discountCodes } from '../../db/schema/index';
import { AppError, invalidField } from '../../http/errors';
import { countDiscountCodeUses } from '../discount-codes/index';
import type { FoundInvitation } from './registration-invitations';

/**
 * The rules the options, the quote and the registration itself share: which periods a
 * caller may register for, and what a period costs with a code.
 */

/**
 * The e-mail an admin's eligibility exception may name for this caller: the account's, or the
 * player record's when the account signs in by phone only (its address is not a real one).
 */
export function exceptionEmailOf(actorEmail: string, player: { email: string | null } | null | undefined): string | null {
  return isPhoneOnlyEmail(actorEmail) ? (player?.email ?? null) : actorEmail;
}

export interface PeriodPlace {
  seasonId: string;
  divisionId: string;
  /** UPCOMING | OPEN | CLOSED */
  status: string;
}

export type PeriodAccess =
  | { ok: true /** The invitation is what lets the caller in (it is claimed by registering). */; claimsInvitation: boolean }
  | { ok: false; refusal: 'not_open' | 'other_division' | 'waitlist_only' };

/**
 * Decision 015. OPEN periods are for everyone, unless the waitlist is on: then only with an
 * invitation. A returning player's invitation also opens its season's UPCOMING periods (and
 * does nothing for other seasons). A waitlist invitation is for its entry's season and
 * division only, OPEN or UPCOMING; an entry made while nothing was open (no season) takes
 * any OPEN period.
 * @param invitation only a usable (open) invitation
 */
export function periodAccess(period: PeriodPlace, invitation: FoundInvitation | null, waitlistMode: boolean): PeriodAccess {
  const open = period.status === 'OPEN';
  if (invitation?.kind === 'waitlist') {
    const otherSeason = invitation.seasonId !== null && invitation.seasonId !== period.seasonId;
    const otherDivision = invitation.divisionId !== null && invitation.divisionId !== period.divisionId;
    if (otherSeason || otherDivision) return { ok: false, refusal: 'other_division' };
    const exactPlace = invitation.seasonId !== null && invitation.divisionId !== null;
    if (open || (period.status === 'UPCOMING' && exactPlace)) return { ok: true, claimsInvitation: true };
    return { ok: false, refusal: 'not_open' };
  }
  if (invitation?.kind === 'returning' && invitation.seasonId === period.seasonId) {
    if (open || period.status === 'UPCOMING') return { ok: true, claimsInvitation: true };
    return { ok: false, refusal: 'not_open' };
  }
  if (!open) return { ok: false, refusal: 'not_open' };
  if (waitlistMode) return { ok: false, refusal: 'waitlist_only' };
  return { ok: true, claimsInvitation: false };
}

/** The error for a refused period, under the field the form shows it at. */
export function periodRefusalError(refusal: 'not_open' | 'other_division' | 'waitlist_only' | 'full'): AppError {
  switch (refusal) {
    case 'not_open':
      return new AppError('CONFLICT', REGISTRATION_MESSAGES.periodNotOpen, [{ path: 'period_id', message: REGISTRATION_MESSAGES.periodNotOpen }]);
    case 'full':
      return new AppError('CONFLICT', REGISTRATION_MESSAGES.periodFull, [{ path: 'period_id', message: REGISTRATION_MESSAGES.periodFull }]);
    case 'other_division':
      return invalidField('period_id', REGISTRATION_MESSAGES.invitationOtherDivision);
    case 'waitlist_only':
      return new AppError('FORBIDDEN', REGISTRATION_MESSAGES.waitlistOnly);
  }
}

/** Codes are stored upper-case; blank means no code. */
export function normalizeDiscountCode(code: string | null | undefined): string | null {
  const text = code?.trim().toUpperCase();
  return text ? text : null;
}

export interface RegistrationPrice {
  feeCents: number;
  discountCents: number;
  totalCents: number;
  discountCode: { id: string; code: string } | null;
}

/**
 * The period's fee after the code, or a 422 under discount_code saying why the code does not
 * apply. With `lock` (the registration's transaction) the code's row stays locked until the
 * registration is stored, so two players cannot both take its last use.
 */
export async function priceRegistration(
  db: Database | Transaction,
  { feeCents, seasonId, code, now, lock = false }: { feeCents: number; seasonId: string; code: string | null | undefined; now: Date; lock?: boolean },
): Promise<RegistrationPrice> {
  const wanted = normalizeDiscountCode(code);
  if (!wanted) return { feeCents, discountCents: 0, totalCents: feeCents, discountCode: null };
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, wanted));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalidField('discount_code', DISCOUNT_CODE_UNKNOWN_MESSAGE);
  if (!isDiscountKind(row.kind)) throw new AppError('INTERNAL', `unknown discount kind ${row.kind}`);
  const usesSoFar = await countDiscountCodeUses(db, row.id);
  const price = priceWithDiscount({ feeCents, code: { ...row, kind: row.kind }, now, seasonId, usesSoFar });
  if (!price.ok) throw invalidField('discount_code', price.message);
  return { feeCents, discountCents: price.discountCents, totalCents: price.totalCents, discountCode: { id: row.id, code: row.code } };
}
