/** Discount codes: their values, labels and messages, and the one rule for what a code takes off a fee. The admin API's response shapes: ./api/discount-codes. */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { percent: 'Percent off', amount: 'Amount off' };

export function isDiscountKind(value: string): value is DiscountKind {
  return (DISCOUNT_KINDS as readonly string[]).includes(value);
}

/**
 * What the admin list shows for a code, first match wins: inactive (switched off), expired
 * (its valid_until has passed), used_up (uses reached max_uses), scheduled (valid_from still
 * ahead), else active.
 */
export const DISCOUNT_CODE_STATUSES = ['active', 'scheduled', 'inactive', 'expired', 'used_up'] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];
export const DISCOUNT_CODE_STATUS_LABELS: Record<DiscountCodeStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  inactive: 'Inactive',
  expired: 'Expired',
  used_up: 'Used up',
};

/** One message for a code that exists already, in any case (it shows under the code field). */
export const DISCOUNT_CODE_DUPLICATE_MESSAGE = 'A discount code with this code already exists.';
export const DISCOUNT_CODE_VALUE_LOCKED_MESSAGE =
  'This code has been used: its kind and amount can no longer change. Deactivate it and create a new code instead.';
export const DISCOUNT_CODE_DELETE_USED_MESSAGE = 'This code has been used and cannot be deleted. Deactivate it instead.';

// The one rule for what a discount code takes off a registration fee. Pure (no clock, no
// database): the registration flow passes the code's row, the moment and the uses counted
// inside its transaction, with the code's row locked so the last use cannot be taken twice.

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
