import { describe, expect, it } from 'vitest';
import { leagueWeek } from './league-week';

const iso = (week: { start: Date; end: Date }) => ({ start: week.start.toISOString(), end: week.end.toISOString() });

describe('leagueWeek', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 on the league clock', () => {
    expect(iso(leagueWeek(new Date('2026-10-14T16:00:00Z'), 'America/Toronto'))).toEqual({
      start: '2026-10-12T04:00:00.000Z',
      end: '2026-10-19T04:00:00.000Z',
    });
  });

  it('puts Sunday late evening in the week even when UTC already says Monday', () => {
    // Sunday Oct 18, 11:30 PM in Toronto.
    expect(iso(leagueWeek(new Date('2026-10-19T03:30:00Z'), 'America/Toronto')).start).toBe('2026-10-12T04:00:00.000Z');
    // Monday Oct 19, 12:00 AM in Toronto: a new week.
    expect(iso(leagueWeek(new Date('2026-10-19T04:00:00Z'), 'America/Toronto')).start).toBe('2026-10-19T04:00:00.000Z');
  });

  it('follows the clock changes (169 hours in autumn, 167 in spring)', () => {
    expect(iso(leagueWeek(new Date('2026-10-30T12:00:00Z'), 'America/Toronto'))).toEqual({
      start: '2026-10-26T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
    expect(iso(leagueWeek(new Date('2026-03-10T12:00:00Z'), 'America/Toronto'))).toEqual({
      start: '2026-03-09T04:00:00.000Z',
      end: '2026-03-16T04:00:00.000Z',
    });
    expect(iso(leagueWeek(new Date('2026-03-04T12:00:00Z'), 'America/Toronto'))).toEqual({
      start: '2026-03-02T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
  });

  it('works east of UTC too', () => {
    // Thursday Oct 15, 01:00 in Tokyo.
    expect(iso(leagueWeek(new Date('2026-10-14T16:00:00Z'), 'Asia/Tokyo'))).toEqual({ start: '2026-10-11T15:00:00.000Z', end: '2026-10-18T15:00:00.000Z' });
  });
});
