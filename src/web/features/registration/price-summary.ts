import type { RegistrationQuote } from '../../../shared/api/registrations';

/** A quote the server gave for a period and a code, as the user applied it. */
export interface AppliedQuote {
  periodId: string;
  code: string;
  quote: RegistrationQuote;
}

export interface PriceSummary {
  fee_cents: number;
  discount_cents: number;
  total_cents: number;
  /** The code the discount is for (as stored, upper-cased), when one is applied. */
  code: string | null;
  /** A code is typed but not applied (or changed since): its discount is not known yet. */
  codeNotApplied: boolean;
}

/** Codes are stored upper-cased; spaces around them do not count. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The fee, discount and total the summary shows: the applied quote while it is for this
 * period and the code as typed now; otherwise the period's fee with nothing off.
 */
export function priceSummary(period: { period_id: string; fee_cents: number }, applied: AppliedQuote | null, typedCode: string): PriceSummary {
  const typed = normalizeCode(typedCode);
  const current = applied && applied.periodId === period.period_id && normalizeCode(applied.code) === typed ? applied.quote : null;
  if (current) {
    return {
      fee_cents: current.fee_cents,
      discount_cents: current.discount_cents,
      total_cents: current.total_cents,
      code: current.discount_code,
      codeNotApplied: false,
    };
  }
  return { fee_cents: period.fee_cents, discount_cents: 0, total_cents: period.fee_cents, code: null, codeNotApplied: typed !== '' };
}
