import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../shared/zoned-time';
import { passesQuietHours, quietHoursEnd } from './quiet-hours';

const ZONE = 'America/Toronto';
const at = (year: number, month: number, day: number, hour: number, minute = 0) => zonedInstant({ year, month, day, hour, minute }, ZONE);
const night = { enabled: true, start: '22:00', end: '07:00' };

describe('quiet hours, on the league’s wall clock', () => {
  it('hold from the start until the end, over midnight, and not outside', () => {
    expect(quietHoursEnd(at(2031, 6, 10, 21, 59), night, ZONE)).toBeUndefined();
    expect(quietHoursEnd(at(2031, 6, 10, 22, 0), night, ZONE)).toEqual(at(2031, 6, 11, 7, 0));
    expect(quietHoursEnd(at(2031, 6, 11, 3, 30), night, ZONE)).toEqual(at(2031, 6, 11, 7, 0));
    expect(quietHoursEnd(at(2031, 6, 11, 7, 0), night, ZONE)).toBeUndefined();
    // The last day of a month rolls into the next.
    expect(quietHoursEnd(at(2031, 6, 30, 23, 0), night, ZONE)).toEqual(at(2031, 7, 1, 7, 0));
  });

  it('read the league’s zone, not the server’s: 23:00 in Toronto is quiet whatever UTC says', () => {
    const lateInToronto = at(2031, 1, 15, 23, 0); // 04:00 UTC the next day
    expect(quietHoursEnd(lateInToronto, night, ZONE)).toEqual(at(2031, 1, 16, 7, 0));
    expect(quietHoursEnd(lateInToronto, night, 'Europe/London')).toEqual(zonedInstant({ year: 2031, month: 1, day: 16, hour: 7, minute: 0 }, 'Europe/London'));
  });

  it('end at 07:00 local across a daylight-saving change', () => {
    // 2031-03-09 is the spring-forward night in Toronto: the night is an hour shorter.
    const end = quietHoursEnd(at(2031, 3, 8, 23, 0), night, ZONE);
    expect(end).toEqual(at(2031, 3, 9, 7, 0));
    expect(end && (end.getTime() - at(2031, 3, 8, 23, 0).getTime()) / 3_600_000).toBe(7);
  });

  it('hold nothing when off, or when start and end are the same; a window inside one day works too', () => {
    expect(quietHoursEnd(at(2031, 6, 10, 23, 0), { ...night, enabled: false }, ZONE)).toBeUndefined();
    expect(quietHoursEnd(at(2031, 6, 10, 23, 0), { enabled: true, start: '22:00', end: '22:00' }, ZONE)).toBeUndefined();
    const siesta = { enabled: true, start: '13:00', end: '15:30' };
    expect(quietHoursEnd(at(2031, 6, 10, 14, 0), siesta, ZONE)).toEqual(at(2031, 6, 10, 15, 30));
    expect(quietHoursEnd(at(2031, 6, 10, 16, 0), siesta, ZONE)).toBeUndefined();
  });
});

describe('a change to something starting soon', () => {
  it('passes quiet hours within 3 hours of it, not before, not after it started', () => {
    const now = at(2031, 6, 10, 23, 0);
    expect(passesQuietHours(new Date(now.getTime() + 3 * 3_600_000), now)).toBe(true);
    expect(passesQuietHours(new Date(now.getTime() + 3 * 3_600_000 + 60_000), now)).toBe(false);
    expect(passesQuietHours(new Date(now.getTime() - 60_000), now)).toBe(false);
    expect(passesQuietHours(null, now)).toBe(false);
  });
});
