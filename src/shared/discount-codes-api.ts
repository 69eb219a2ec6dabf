/** Discount codes: values and labels (the admin API's response shapes: ./api/discount-codes). */

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
