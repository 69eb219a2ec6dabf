import { describe, expect, it } from 'vitest';
import type { RegistrationPeriodOption } from '../../../shared/api/registrations';
import { choosablePeriod, periodAvailability, periodTitle, placesLabel } from './periods';

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

describe('choosablePeriod', () => {
  it('finds the chosen period only while it can be taken', () => {
    const open = period();
    const full = period({ period_id: '44444444-4444-4444-8444-444444444444', remaining: 0 });
    expect(choosablePeriod([open, full], open.period_id)).toBe(open);
    expect(choosablePeriod([open, full], full.period_id)).toBeNull();
    expect(choosablePeriod([open], undefined)).toBeNull();
  });
});
