import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DISCOUNT_CODE_MESSAGES as M, discountCodeFormSchema, discountCodeInputSchema } from './discount-codes';

const FORM = {
  code: 'spring-20',
  description: '',
  kind: 'percent',
  percent_off: '20',
  amount_off: '',
  season_id: '',
  valid_from: '',
  valid_until: '',
  max_uses: '',
};
const issuesOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('discount code input', () => {
  it('takes the code in any case and with stray spaces, and gives it upper-case', () => {
    const parsed = z.parse(discountCodeInputSchema, { code: '  early_Bird-5 ', kind: 'percent', percent_off: 10 });
    expect(parsed.code).toBe('EARLY_BIRD-5');
  });

  it('refuses codes that are too short, too long or have other characters', () => {
    for (const code of ['ab', 'x'.repeat(33), 'two words', 'café', 'A.B']) {
      expect(issuesOf(discountCodeInputSchema, { code, kind: 'percent', percent_off: 10 }), code).toEqual([{ path: 'code', message: M.code }]);
    }
    expect(issuesOf(discountCodeInputSchema, { code: 'x'.repeat(32), kind: 'percent', percent_off: 10 })).toEqual([]);
  });
});

describe('discount code form', () => {
  it('accepts a percent code with empty optional fields', () => {
    expect(issuesOf(discountCodeFormSchema, FORM)).toEqual([]);
  });

  it('asks for the value of the chosen kind only', () => {
    expect(issuesOf(discountCodeFormSchema, { ...FORM, percent_off: '101' })).toEqual([{ path: 'percent_off', message: M.percentOff }]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, percent_off: '12.5' })).toEqual([{ path: 'percent_off', message: M.percentOff }]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, kind: 'amount', percent_off: 'junk', amount_off: '15.50' })).toEqual([]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, kind: 'amount', amount_off: '0' })).toEqual([{ path: 'amount_off', message: M.amountOff }]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, kind: 'amount', amount_off: '15.505' })).toEqual([{ path: 'amount_off', message: M.amountOff }]);
  });

  it('wants maximum uses as a whole number from 1, or empty', () => {
    expect(issuesOf(discountCodeFormSchema, { ...FORM, max_uses: ' 50 ' })).toEqual([]);
    for (const max_uses of ['0', '-1', '2.5', 'many']) {
      expect(issuesOf(discountCodeFormSchema, { ...FORM, max_uses }), max_uses).toEqual([{ path: 'max_uses', message: M.maxUses }]);
    }
  });

  it('wants valid until after valid from', () => {
    const window = { valid_from: '2031-03-01T00:00', valid_until: '2031-03-01T00:00' };
    expect(issuesOf(discountCodeFormSchema, { ...FORM, ...window })).toEqual([{ path: 'valid_until', message: M.untilBeforeFrom }]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, ...window, valid_until: '2031-03-01T00:01' })).toEqual([]);
    expect(issuesOf(discountCodeFormSchema, { ...FORM, valid_until: 'tomorrow' })).toEqual([{ path: 'valid_until', message: M.validUntil }]);
  });
});
