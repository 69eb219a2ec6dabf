import { describe, expect, it } from 'vitest';
import { priceSummary, type AppliedQuote } from './price-summary';

const period = { period_id: 'p1', fee_cents: 8500 };
const applied: AppliedQuote = {
  periodId: 'p1',
  code: 'spring20',
  quote: { fee_cents: 8500, discount_cents: 1700, total_cents: 6800, discount_code: 'SPRING20' },
};

describe('priceSummary', () => {
  it('is the fee with nothing off before any code', () => {
    expect(priceSummary(period, null, '')).toEqual({ fee_cents: 8500, discount_cents: 0, total_cents: 8500, code: null, codeNotApplied: false });
  });

  it('uses the applied quote while the code and period are the ones it was for (case and spaces aside)', () => {
    expect(priceSummary(period, applied, ' Spring20 ')).toEqual({
      fee_cents: 8500,
      discount_cents: 1700,
      total_cents: 6800,
      code: 'SPRING20',
      codeNotApplied: false,
    });
  });

  it('drops the quote when the code or the period changed since', () => {
    expect(priceSummary(period, applied, 'OTHER')).toMatchObject({ discount_cents: 0, total_cents: 8500, codeNotApplied: true });
    expect(priceSummary({ period_id: 'p2', fee_cents: 5000 }, applied, 'SPRING20')).toMatchObject({ fee_cents: 5000, discount_cents: 0, codeNotApplied: true });
  });
});
