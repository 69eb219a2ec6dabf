// zod/mini (decision 006): the admin's fee, discount and payment forms use it too.
import { z } from 'zod/mini';

/**
 * The most any one amount may be: $1,000,000.00. The money columns are 32-bit integers of cents
 * (at most about $21 million), so an amount past them was a database error (a 500); no league
 * fee, discount or payment comes near this (decision 057).
 */
export const MONEY_MAX_CENTS = 100_000_000;
export const MONEY_TOO_LARGE_MESSAGE = 'The amount must be at most $1,000,000.00.';

/**
 * One money field, whole cents from `min` to MONEY_MAX_CENTS: every amount a caller sends goes
 * through here. `invalid` is the field's message (not a whole number, below min, and past the
 * maximum unless `tooLarge` or `tooSmall` say otherwise).
 */
export function centsField(min: number, messages: { invalid: string; tooSmall?: string; tooLarge?: string }) {
  return z
    .number({ error: messages.invalid })
    .check(z.int(messages.invalid), z.gte(min, messages.tooSmall ?? messages.invalid), z.lte(MONEY_MAX_CENTS, messages.tooLarge ?? messages.invalid));
}
