import { describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, priceWithDiscount, type DiscountTerms } from './discount-codes';

const SEASON = '11111111-1111-4111-8111-111111111111';
const OTHER_SEASON = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2031-03-15T12:00:00.000Z');

const percent = (percentOff: number, terms: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  percentOff,
  amountOffCents: null,
  seasonId: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  isActive: true,
  ...terms,
});
const amount = (amountOffCents: number, terms: Partial<DiscountTerms> = {}): DiscountTerms => ({
  ...percent(1, terms),
  kind: 'amount',
  percentOff: null,
  amountOffCents,
});

const price = (feeCents: number, code: DiscountTerms, extra: { now?: Date; seasonId?: string; usesSoFar?: number } = {}) =>
  priceWithDiscount({ feeCents, code, now: extra.now ?? NOW, seasonId: extra.seasonId ?? SEASON, usesSoFar: extra.usesSoFar ?? 0 });

describe('priceWithDiscount: amounts', () => {
  it('takes a percentage off', () => {
    expect(price(12000, percent(20))).toEqual({ ok: true, discountCents: 2400, totalCents: 9600 });
    expect(price(12000, percent(1))).toEqual({ ok: true, discountCents: 120, totalCents: 11880 });
  });

  it('rounds a percentage to the cent in the player favour (the discount up)', () => {
    // 15% of $123.45 is $18.5175: the player gets $18.52 off and pays $104.93.
    expect(price(12345, percent(15))).toEqual({ ok: true, discountCents: 1852, totalCents: 10493 });
    // 33% of 1 cent is 0.33 cents: the cent is the player's.
    expect(price(1, percent(33))).toEqual({ ok: true, discountCents: 1, totalCents: 0 });
    // 10% of $99.99 is $9.999 → $10.00 off.
    expect(price(9999, percent(10))).toEqual({ ok: true, discountCents: 1000, totalCents: 8999 });
  });

  it('100% makes the fee 0', () => {
    expect(price(12000, percent(100))).toEqual({ ok: true, discountCents: 12000, totalCents: 0 });
  });

  it('takes a fixed amount off, never below 0', () => {
    expect(price(12000, amount(1500))).toEqual({ ok: true, discountCents: 1500, totalCents: 10500 });
    expect(price(12000, amount(12000))).toEqual({ ok: true, discountCents: 12000, totalCents: 0 });
    // More off than the fee: the discount is the fee (the records show what was really taken off).
    expect(price(1000, amount(5000))).toEqual({ ok: true, discountCents: 1000, totalCents: 0 });
  });

  it('a free registration stays free with any code', () => {
    expect(price(0, percent(50))).toEqual({ ok: true, discountCents: 0, totalCents: 0 });
    expect(price(0, amount(500))).toEqual({ ok: true, discountCents: 0, totalCents: 0 });
  });

  it('refuses a fee that is not whole cents (a caller bug, not a player error)', () => {
    expect(() => price(-1, percent(10))).toThrow(RangeError);
    expect(() => price(10.5, percent(10))).toThrow(RangeError);
    expect(() => price(1000, percent(0))).toThrow(RangeError);
    expect(() => price(1000, amount(0))).toThrow(RangeError);
  });
});

describe('priceWithDiscount: when a code does not apply', () => {
  it('an inactive code', () => {
    expect(price(12000, percent(20, { isActive: false }))).toEqual({ ok: false, reason: 'inactive', message: DISCOUNT_REFUSALS.inactive });
  });

  it('a code for another season; a code for this season or any season applies', () => {
    expect(price(12000, percent(20, { seasonId: OTHER_SEASON }))).toMatchObject({
      ok: false,
      reason: 'other_season',
      message: 'This discount code is not valid for this season.',
    });
    expect(price(12000, percent(20, { seasonId: SEASON }))).toMatchObject({ ok: true, totalCents: 9600 });
    expect(price(12000, percent(20, { seasonId: null }), { seasonId: OTHER_SEASON })).toMatchObject({ ok: true });
  });

  it('before valid_from; from that very moment it applies', () => {
    const validFrom = new Date('2031-03-15T12:00:00.000Z');
    expect(price(12000, percent(20, { validFrom }), { now: new Date(validFrom.getTime() - 1) })).toMatchObject({
      ok: false,
      reason: 'not_yet_valid',
      message: 'This discount code is not valid yet.',
    });
    expect(price(12000, percent(20, { validFrom }), { now: validFrom })).toMatchObject({ ok: true });
  });

  it('after valid_until; up to that very moment it applies', () => {
    const validUntil = new Date('2031-03-15T12:00:00.000Z');
    expect(price(12000, percent(20, { validUntil }), { now: validUntil })).toMatchObject({ ok: true });
    expect(price(12000, percent(20, { validUntil }), { now: new Date(validUntil.getTime() + 1) })).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'This discount code has expired.',
    });
  });

  it('used up: the last use is available, the one after is not; no limit means no limit', () => {
    expect(price(12000, amount(1500, { maxUses: 3 }), { usesSoFar: 2 })).toMatchObject({ ok: true, totalCents: 10500 });
    expect(price(12000, amount(1500, { maxUses: 3 }), { usesSoFar: 3 })).toEqual({ ok: false, reason: 'used_up', message: DISCOUNT_REFUSALS.used_up });
    expect(price(12000, amount(1500, { maxUses: 1 }), { usesSoFar: 5 })).toMatchObject({ ok: false, reason: 'used_up' });
    expect(price(12000, amount(1500, { maxUses: null }), { usesSoFar: 10_000 })).toMatchObject({ ok: true });
  });

  it('names the first reason when several apply: switched off before anything else', () => {
    const everythingWrong = percent(20, { isActive: false, seasonId: OTHER_SEASON, validUntil: new Date('2030-01-01T00:00:00Z'), maxUses: 1 });
    expect(price(12000, everythingWrong, { usesSoFar: 1 })).toMatchObject({ reason: 'inactive' });
    expect(price(12000, { ...everythingWrong, isActive: true }, { usesSoFar: 1 })).toMatchObject({ reason: 'other_season' });
    expect(price(12000, { ...everythingWrong, isActive: true, seasonId: null }, { usesSoFar: 1 })).toMatchObject({ reason: 'expired' });
  });
});
