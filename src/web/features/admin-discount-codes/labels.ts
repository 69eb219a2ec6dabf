import type { AdminDiscountCode } from '../../../shared/api/discount-codes';
import { formatDateTime, formatMoney, type FormatOptions } from '../../lib/format';

/** "20% off" or "$15.00 off" (the league's dollars, written the Canadian way whatever the phone's locale). */
export function discountValueLabel(code: Pick<AdminDiscountCode, 'kind' | 'percent_off' | 'amount_off_cents'>): string {
  if (code.kind === 'percent') return `${code.percent_off ?? 0}% off`;
  return `${formatMoney(code.amount_off_cents ?? 0, { locale: 'en-CA' })} off`;
}

/** "3 of 50" with a limit, "3 used" without. */
export function usesLabel(code: Pick<AdminDiscountCode, 'uses' | 'max_uses'>): string {
  return code.max_uses === null ? `${code.uses} used` : `${code.uses} of ${code.max_uses}`;
}

/** "Any time", "From …", "Until …" or "… – …", in the league's zone. */
export function validityLabel(code: Pick<AdminDiscountCode, 'valid_from' | 'valid_until'>, options: FormatOptions = {}): string {
  const from = code.valid_from ? formatDateTime(code.valid_from, options) : null;
  const until = code.valid_until ? formatDateTime(code.valid_until, options) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Any time';
}
