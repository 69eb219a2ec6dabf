import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows cents as Canadian dollars by default', () => {
    expect(formatMoney(12_345, { locale: 'en-CA' })).toBe('$123.45');
    expect(formatMoney(0, { locale: 'en-CA' })).toBe('$0.00');
    expect(formatMoney(12_345, { locale: 'en-US' })).toBe('CA$123.45');
  });

  it('takes another currency', () => {
    expect(formatMoney(500, { locale: 'en-US', currency: 'USD' })).toBe('$5.00');
  });
});

describe('formatDateTime', () => {
  it('shows date, year and time in the zone it is given', () => {
    expect(plain(formatDateTime('2026-10-12T04:05:00.000Z', { locale: 'en-US', timeZone: 'America/Toronto' }))).toBe('Oct 12, 2026, 12:05 AM');
  });
});
