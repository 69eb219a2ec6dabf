import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { changePasswordInputSchema, isE164Phone, normalizePhone, resetPasswordInputSchema } from './auth';

function issuesOf(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('new password confirmation', () => {
  it('puts the mismatch message on the confirmation field, when resetting and when changing', () => {
    const mismatch = { path: 'confirm_password', message: 'The passwords do not match.' };
    expect(issuesOf(resetPasswordInputSchema, { password: 'a-long-new-passphrase', confirm_password: 'something-else-entirely' })).toEqual([mismatch]);
    expect(
      issuesOf(changePasswordInputSchema, { current_password: 'old', password: 'a-long-new-passphrase', confirm_password: 'something-else-entirely' }),
    ).toEqual([mismatch]);
  });

  it('accepts a matching confirmation', () => {
    expect(issuesOf(resetPasswordInputSchema, { password: 'a-long-new-passphrase', confirm_password: 'a-long-new-passphrase' })).toEqual([]);
  });
});

describe('normalizePhone: one spelling (E.164) per number', () => {
  it('reads every way of writing a North American number as the same number', () => {
    for (const typed of [
      '+15557770002',
      '15557770002',
      '5557770002',
      '555-777-0002',
      '+1 555 777 0002',
      ' (555) 777-0002 ',
      '1-555-777-0002',
      '011 1 555 777 0002',
    ]) {
      expect(normalizePhone(typed), typed).toBe('+15557770002');
    }
  });

  it('keeps the country code a number was typed with, and reads 00 as the international prefix', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('gives a national number another default country code, without its trunk 0', () => {
    expect(normalizePhone('020 7946 0958', '44')).toBe('+442079460958');
    expect(normalizePhone('+1 555 777 0002', '44')).toBe('+15557770002');
  });

  it('accepts whole numbers only', () => {
    expect(isE164Phone('+15557770002')).toBe(true);
    expect(isE164Phone('+442079460958')).toBe(true);
    expect(isE164Phone(normalizePhone('555-777-000'))).toBe(false);
    expect(isE164Phone(normalizePhone('555-777-00021'))).toBe(false);
    expect(isE164Phone('5557770002')).toBe(false);
    expect(isE164Phone('+1234567890123456')).toBe(false);
  });
});
