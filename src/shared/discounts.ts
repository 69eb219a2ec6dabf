/**
 * The one rule for what a discount code takes off a registration fee. Pure (no clock, no
 * database): the registration flow passes the code's row, the moment and the uses counted
 * inside its transaction, with the code's row locked so the last use cannot be taken twice.
 */
import type { DiscountKind } from './discount-codes-api';

/** The code's terms, named as the discount_codes row names them (the row can be passed as it is). */
export interface DiscountTerms {
  kind: DiscountKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** null: any season */
  seasonId: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** null: unlimited */
  maxUses: number | null;
  isActive: boolean;
}

export const DISCOUNT_REFUSALS = {
  inactive: 'This discount code is not active.',
  not_yet_valid: 'This discount code is not valid yet.',
  expired: 'This discount code has expired.',
  other_season: 'This discount code is not valid for this season.',
  used_up: 'This discount code has already been used the maximum number of times.',
} as const;
export type DiscountRefusal = keyof typeof DISCOUNT_REFUSALS;

/** For the flow: a code nobody created (codes are matched upper-cased). */
export const DISCOUNT_CODE_UNKNOWN_MESSAGE = 'This discount code is not valid.';

export type DiscountPrice = { ok: true; discountCents: number; totalCents: number } | { ok: false; reason: DiscountRefusal; message: string };

export interface PriceWithDiscountInput {
  /** The registration period's fee, whole cents, 0 or more. */
  feeCents: number;
  code: DiscountTerms;
  now: Date;
  /** The season being registered for. */
  seasonId: string;
  /** Registrations already holding the code (not cancelled or refunded), this one excluded. */
  usesSoFar: number;
}

const refuse = (reason: DiscountRefusal): DiscountPrice => ({ ok: false, reason, message: DISCOUNT_REFUSALS[reason] });

/**
 * The fee after the code, or why the code does not apply. The window is inclusive: a code is
 * good from valid_from up to and including valid_until. A percentage is rounded to the cent
 * in the player's favour (the discount up); nothing ever goes below 0.
 */
export function priceWithDiscount({ feeCents, code, now, seasonId, usesSoFar }: PriceWithDiscountInput): DiscountPrice {
  if (!Number.isInteger(feeCents) || feeCents < 0) throw new RangeError(`fee must be whole cents, 0 or more (got ${feeCents})`);
  if (!code.isActive) return refuse('inactive');
  if (code.seasonId !== null && code.seasonId !== seasonId) return refuse('other_season');
  if (code.validFrom && now.getTime() < code.validFrom.getTime()) return refuse('not_yet_valid');
  if (code.validUntil && now.getTime() > code.validUntil.getTime()) return refuse('expired');
  if (code.maxUses !== null && usesSoFar >= code.maxUses) return refuse('used_up');
  const discountCents = Math.min(feeCents, discountOf(feeCents, code));
  return { ok: true, discountCents, totalCents: feeCents - discountCents };
}

function discountOf(feeCents: number, code: DiscountTerms): number {
  if (code.kind === 'percent') {
    const percent = code.percentOff ?? 0;
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RangeError(`percent off must be 1-100 (got ${percent})`);
    // Integers only (no 0.1 + 0.2 surprises): the ceiling of fee × percent / 100.
    return Math.ceil((feeCents * percent) / 100);
  }
  const amount = code.amountOffCents ?? 0;
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`amount off must be whole cents above 0 (got ${amount})`);
  return amount;
}
