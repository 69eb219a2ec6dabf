import { describe, expect, it } from 'vitest';
import { existingZonedInstant } from '../../shared/zoned-time';
import { fromZonedInput, skippedZonedInput, toZonedInput } from './zoned-time';

describe('zoned datetime-local values', () => {
  it("reads a wall-clock time in the league's zone, summer and winter", () => {
    expect(fromZonedInput('2030-07-01T19:00', 'America/Toronto')).toBe('2030-07-01T23:00:00.000Z');
    expect(fromZonedInput('2030-01-15T19:00', 'America/Toronto')).toBe('2030-01-16T00:00:00.000Z');
    expect(fromZonedInput('2030-01-15T19:00', 'Europe/Berlin')).toBe('2030-01-15T18:00:00.000Z');
  });

  it('writes an instant as the wall-clock time in the zone', () => {
    expect(toZonedInput('2030-07-01T23:00:00.000Z', 'America/Toronto')).toBe('2030-07-01T19:00');
    expect(toZonedInput('2030-01-16T00:00:00.000Z', 'America/Vancouver')).toBe('2030-01-15T16:00');
    expect(toZonedInput(null, 'America/Toronto')).toBe('');
  });

  it('round-trips, and refuses what is not a date and time', () => {
    for (const value of ['2030-03-10T12:00', '2030-11-03T00:30', '2030-12-31T23:59']) {
      const iso = fromZonedInput(value, 'America/Toronto');
      expect(iso && toZonedInput(iso, 'America/Toronto')).toBe(value);
    }
    expect(fromZonedInput('', 'America/Toronto')).toBeNull();
    expect(fromZonedInput('tomorrow', 'America/Toronto')).toBeNull();
  });

  it('works east of UTC, in a zone with a half-hour offset', () => {
    expect(fromZonedInput('2031-03-01T00:30', 'Asia/Kolkata')).toBe('2031-02-28T19:00:00.000Z');
    expect(toZonedInput('2031-02-28T19:00:00.000Z', 'Asia/Kolkata')).toBe('2031-03-01T00:30');
  });
});

describe('a time the clocks skip (spring forward)', () => {
  it('names 2:30 AM on the spring-forward day as not existing, and takes the hours around it and a fall-back hour', () => {
    // 2026-03-08: Toronto's clocks go from 2:00 AM straight to 3:00 AM.
    expect(existingZonedInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/Toronto')).toEqual({
      skipped: '2:30 AM does not exist on Mar 8 (clocks go forward); choose another time.',
    });
    expect(skippedZonedInput('2026-03-08T02:30', 'America/Toronto')).toBe('2:30 AM does not exist on Mar 8 (clocks go forward); choose another time.');
    expect(skippedZonedInput('2026-03-08T01:59', 'America/Toronto')).toBeNull();
    expect(skippedZonedInput('2026-03-08T03:00', 'America/Toronto')).toBeNull();
    // 1:30 AM shows twice on 2026-11-01: it exists.
    expect(skippedZonedInput('2026-11-01T01:30', 'America/Toronto')).toBeNull();
    expect(existingZonedInstant({ year: 2026, month: 3, day: 9, hour: 2, minute: 30 }, 'America/Toronto')).toEqual({
      instant: new Date('2026-03-09T06:30:00.000Z'),
    });
  });
});
