import { describe, expect, it } from 'vitest';
import type { RegistrationPeriodOption } from '../../../shared/api/registrations';
import { choosablePeriod, periodAvailability, periodChoices, periodEligibility, periodTitle, placesLabel } from './periods';

function period(overrides: Partial<RegistrationPeriodOption> = {}): RegistrationPeriodOption {
  return {
    period_id: '11111111-1111-4111-8111-111111111111',
    season_id: '22222222-2222-4222-8222-222222222222',
    season_name: 'Spring 2027',
    division_id: '33333333-3333-4333-8333-333333333333',
    division_name: "Men's Open",
    division_description: '',
    status: 'OPEN',
    fee_cents: 8500,
    capacity: 10,
    remaining: 3,
    closes_at: null,
    already_registered: false,
    min_age: null,
    gender_rule: 'open',
    season_start_date: '2027-04-03',
    eligibility_exception: false,
    ...overrides,
  };
}

describe('periodTitle', () => {
  it('names the season and the division', () => {
    expect(periodTitle(period())).toBe("Spring 2027 · Men's Open");
  });
});

describe('placesLabel', () => {
  it('counts the places left, says Full at none, and nothing without a limit', () => {
    expect(placesLabel(3)).toBe('3 places left');
    expect(placesLabel(1)).toBe('1 place left');
    expect(placesLabel(0)).toBe('Full');
    expect(placesLabel(null)).toBeNull();
  });
});

describe('periodAvailability', () => {
  it('is full at no places left, registered when the player holds one, else available', () => {
    expect(periodAvailability(period())).toBe('available');
    expect(periodAvailability(period({ capacity: null, remaining: null }))).toBe('available');
    expect(periodAvailability(period({ remaining: 0 }))).toBe('full');
    expect(periodAvailability(period({ remaining: 0, already_registered: true }))).toBe('registered');
  });
});

const ADULT_MAN = { date_of_birth: '2000-05-01', gender: 'Male' };
const SIXTEEN_WOMAN = { date_of_birth: '2011-01-10', gender: 'Female' };

describe('choosablePeriod', () => {
  it('finds the chosen period only while it can be taken, and by this person', () => {
    const open = period();
    const full = period({ period_id: '44444444-4444-4444-8444-444444444444', remaining: 0 });
    const mens = period({ period_id: '55555555-5555-4555-8555-555555555555', gender_rule: 'mens' });
    expect(choosablePeriod([open, full], open.period_id, ADULT_MAN)).toBe(open);
    expect(choosablePeriod([open, full], full.period_id, ADULT_MAN)).toBeNull();
    expect(choosablePeriod([open], undefined, ADULT_MAN)).toBeNull();
    expect(choosablePeriod([mens], mens.period_id, ADULT_MAN)).toBe(mens);
    expect(choosablePeriod([mens], mens.period_id, SIXTEEN_WOMAN)).toBeNull();
  });
});

// Issue 20 item 7 (decision 061): the division step offers what the details allow, in the server's words.
describe('periodEligibility and periodChoices', () => {
  const mens = period({ period_id: '55555555-5555-4555-8555-555555555555', division_name: "Men's Open", gender_rule: 'mens' });
  const adults = period({ period_id: '66666666-6666-4666-8666-666666666666', division_name: 'Coed 30+', min_age: 30, gender_rule: 'coed' });
  const open = period({ division_name: 'Open Evening' });

  it("names the rule the answers break, counting age on the season's first day", () => {
    expect(periodEligibility(mens, SIXTEEN_WOMAN)).toMatchObject({ eligible: false, message: "Men's Open is a men's division." });
    expect(periodEligibility(adults, ADULT_MAN)).toMatchObject({
      eligible: false,
      message: "Coed 30+ is for players aged 30 or over on the season's first day (2027-04-03).",
    });
    expect(periodEligibility(adults, { ...ADULT_MAN, date_of_birth: '1997-04-03' })).toEqual({ eligible: true });
    // Every division asks the league's minimum age.
    expect(periodEligibility(open, SIXTEEN_WOMAN)).toEqual({ eligible: true });
    expect(periodEligibility(open, { ...SIXTEEN_WOMAN, date_of_birth: '2014-01-10' })).toMatchObject({ eligible: false });
  });

  it("takes an admin's exception for the person as a way in", () => {
    expect(periodEligibility({ ...mens, eligibility_exception: true }, SIXTEEN_WOMAN)).toEqual({ eligible: true });
  });

  it('offers the divisions the person may join and lists the others with the reason, in order', () => {
    expect(periodChoices([mens, adults, open], SIXTEEN_WOMAN)).toEqual({
      offered: [open],
      closed: [
        { period: mens, reason: "Men's Open is a men's division." },
        { period: adults, reason: "Coed 30+ is for players aged 30 or over on the season's first day (2027-04-03)." },
      ],
    });
    expect(periodChoices([mens, open], ADULT_MAN)).toEqual({ offered: [mens, open], closed: [] });
  });
});
