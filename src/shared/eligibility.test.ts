import { describe, expect, it } from 'vitest';
import { ageOn, checkEligibility, coedShortfalls, type DivisionRules } from './eligibility';

const coed30: DivisionRules = { name: 'Coed 30+', minAge: 30, genderRule: 'coed' };
const mensOpen: DivisionRules = { name: "Men's Open", minAge: 18, genderRule: 'mens' };
const womens: DivisionRules = { name: "Women's Open", minAge: null, genderRule: 'womens' };
const open: DivisionRules = { name: 'Open', minAge: null, genderRule: 'open' };
const FIRST_DAY = '2026-04-04';

describe('ageOn', () => {
  it('counts the birthday itself as the new age', () => {
    expect(ageOn('1996-04-04', FIRST_DAY)).toBe(30);
    expect(ageOn('1996-04-05', FIRST_DAY)).toBe(29);
    expect(ageOn('1996-04-03', FIRST_DAY)).toBe(30);
  });

  it('makes someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('answers null for a date that is not yyyy-MM-dd', () => {
    expect(ageOn('04/04/1996', FIRST_DAY)).toBeNull();
  });
});

describe('checkEligibility', () => {
  it('takes a player who turns the minimum age on the first day, and refuses one a day younger, naming the rule', () => {
    expect(checkEligibility(coed30, FIRST_DAY, { dateOfBirth: '1996-04-04', gender: 'Female' })).toEqual({ eligible: true });
    expect(checkEligibility(coed30, FIRST_DAY, { dateOfBirth: '1996-04-05', gender: 'Female' })).toEqual({
      eligible: false,
      field: 'date_of_birth',
      rule: 'min_age',
      message: "Coed 30+ is for players aged 30 or over on the season's first day (2026-04-04).",
    });
  });

  it("applies the league's minimum of 14 where the division has none", () => {
    expect(checkEligibility(open, FIRST_DAY, { dateOfBirth: '2012-04-04', gender: 'Male' })).toEqual({ eligible: true });
    const refused = checkEligibility(open, FIRST_DAY, { dateOfBirth: '2012-04-05', gender: 'Male' });
    expect(refused).toMatchObject({ eligible: false, field: 'date_of_birth' });
    expect(refused.eligible ? '' : refused.message).toBe("The league is for players aged 14 or over on the season's first day (2026-04-04).");
  });

  it("refuses a woman in a men's division and a man in a women's division under gender", () => {
    expect(checkEligibility(mensOpen, FIRST_DAY, { dateOfBirth: '1990-01-01', gender: 'Female' })).toEqual({
      eligible: false,
      field: 'gender',
      rule: 'gender',
      message: "Men's Open is a men's division.",
    });
    expect(checkEligibility(womens, FIRST_DAY, { dateOfBirth: '1990-01-01', gender: 'Male' })).toMatchObject({
      eligible: false,
      field: 'gender',
      message: "Women's Open is a women's division.",
    });
    expect(checkEligibility(mensOpen, FIRST_DAY, { dateOfBirth: '1990-01-01', gender: 'Male' })).toEqual({ eligible: true });
  });

  it('names the age rule before the gender rule when both are broken', () => {
    expect(checkEligibility(mensOpen, FIRST_DAY, { dateOfBirth: '2010-01-01', gender: 'Female' })).toMatchObject({ field: 'date_of_birth' });
  });

  it("refuses a record without a date of birth only where the division sets its own minimum, and without a gender only in men's and women's divisions", () => {
    expect(checkEligibility(open, FIRST_DAY, { dateOfBirth: null, gender: null })).toEqual({ eligible: true });
    expect(checkEligibility(coed30, FIRST_DAY, { dateOfBirth: null, gender: 'Male' })).toMatchObject({
      eligible: false,
      field: 'date_of_birth',
      message: "No date of birth is on file: Coed 30+ is for players aged 30 or over on the season's first day (2026-04-04).",
    });
    expect(checkEligibility(womens, FIRST_DAY, { dateOfBirth: '1990-01-01', gender: null })).toMatchObject({ eligible: false, field: 'gender' });
  });
});

describe('coedShortfalls', () => {
  const rules = { genderRule: 'coed' as const, coedMinMen: 3, coedMinWomen: 3 };

  it('says what a coed roster lacks, one line per gender', () => {
    expect(coedShortfalls(rules, { men: 8, women: 2 })).toEqual(['Needs at least 3 women (has 2).']);
    expect(coedShortfalls(rules, { men: 0, women: 0 })).toEqual(['Needs at least 3 women (has 0).', 'Needs at least 3 men (has 0).']);
    expect(coedShortfalls({ ...rules, coedMinWomen: 1 }, { men: 3, women: 0 })).toEqual(['Needs at least 1 woman (has 0).']);
  });

  it('says nothing when the roster has enough, or the division is not coed', () => {
    expect(coedShortfalls(rules, { men: 3, women: 3 })).toEqual([]);
    expect(coedShortfalls({ ...rules, genderRule: 'open' }, { men: 0, women: 0 })).toEqual([]);
  });
});
