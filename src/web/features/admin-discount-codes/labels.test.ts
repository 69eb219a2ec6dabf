import { describe, expect, it } from 'vitest';
import { discountValueLabel, usesLabel, validityLabel } from './labels';

describe('discount code labels', () => {
  it('says what a code takes off', () => {
    expect(discountValueLabel({ kind: 'percent', percent_off: 20, amount_off_cents: null })).toBe('20% off');
    expect(discountValueLabel({ kind: 'amount', percent_off: null, amount_off_cents: 1500 })).toBe('$15.00 off');
    expect(discountValueLabel({ kind: 'amount', percent_off: null, amount_off_cents: 123456 })).toBe('$1,234.56 off');
  });

  it('counts uses against the limit, if any', () => {
    expect(usesLabel({ uses: 3, max_uses: 50 })).toBe('3 of 50');
    expect(usesLabel({ uses: 3, max_uses: null })).toBe('3 used');
  });

  it('reads the validity window in the league zone', () => {
    const options = { locale: 'en-US', timeZone: 'America/Toronto' };
    expect(validityLabel({ valid_from: null, valid_until: null }, options)).toBe('Any time');
    expect(validityLabel({ valid_from: '2031-03-01T05:00:00.000Z', valid_until: null }, options)).toBe('From Mar 1, 2031, 12:00 AM');
    expect(validityLabel({ valid_from: null, valid_until: '2031-04-01T03:59:00.000Z' }, options)).toBe('Until Mar 31, 2031, 11:59 PM');
    expect(validityLabel({ valid_from: '2031-03-01T05:00:00.000Z', valid_until: '2031-04-01T03:59:00.000Z' }, options)).toBe(
      'Mar 1, 2031, 12:00 AM – Mar 31, 2031, 11:59 PM',
    );
  });
});
