import { describe, expect, it } from 'vitest';
import { type ClockEvent, eventMinute, matchClock } from './match-clock';

const KICK_OFF = Date.parse('2026-11-28T18:00:00.000Z');
const at = (minutes: number, seconds = 0) => KICK_OFF + minutes * 60_000 + seconds * 1000;
const event = (type: string, minutes: number): ClockEvent => ({ type, created_at: new Date(at(minutes)).toISOString() });

const kickedOff = [event('kick_off', 0)];
const halfTimeAt46 = [...kickedOff, event('goal', 12), event('half_time', 46)];

describe('matchClock', () => {
  it('shows nothing before the kick-off', () => {
    expect(matchClock([event('note', 0)], at(10))).toMatchObject({ phase: 'not_started', label: '', changesAt: null });
  });

  it('counts the first half from the kick-off, the minute under way included', () => {
    expect(matchClock(kickedOff, at(0, 20))).toMatchObject({ phase: 'first_half', minute: 1, added: 0, label: "1st half · 1'", changesAt: at(1) });
    expect(matchClock(kickedOff, at(22, 59))).toMatchObject({ minute: 23, label: "1st half · 23'", changesAt: at(23) });
    expect(matchClock(kickedOff, at(44, 30)).label).toBe("1st half · 45'");
  });

  it('shows the first half’s added time until half time is recorded', () => {
    expect(matchClock(kickedOff, at(46, 10))).toMatchObject({ phase: 'first_half', minute: 45, added: 2, label: "1st half · 45+2'" });
  });

  it('says half time for the break after the Half time event, then counts the second half from 46', () => {
    expect(matchClock(halfTimeAt46, at(48))).toMatchObject({ phase: 'half_time', minute: null, label: 'Half time', changesAt: at(51) });
    expect(matchClock(halfTimeAt46, at(51))).toMatchObject({ phase: 'second_half', minute: 46, label: "2nd half · 46'", changesAt: at(52) });
    expect(matchClock(halfTimeAt46, at(84, 30)).label).toBe("2nd half · 79'");
  });

  it('shows the second half’s added time, then awaits full time once it is long overdue', () => {
    expect(matchClock(halfTimeAt46, at(98))).toMatchObject({ phase: 'second_half', minute: 90, added: 3, label: "2nd half · 90+3'" });
    expect(matchClock(halfTimeAt46, at(110, 59)).label).toBe("2nd half · 90+15'");
    expect(matchClock(halfTimeAt46, at(111))).toMatchObject({ phase: 'awaiting_full_time', label: 'Awaiting full time', changesAt: null });
  });

  it('moves on to the second half when half time was never recorded', () => {
    expect(matchClock(kickedOff, at(59, 30)).label).toBe("1st half · 45+15'");
    // Taken as half time after 45 minutes and the break: the 62nd minute since kick-off is the 57th of the game.
    expect(matchClock(kickedOff, at(61))).toMatchObject({ phase: 'second_half', label: "2nd half · 57'" });
  });

  it('says full time once it is recorded, and never changes again', () => {
    expect(matchClock([...halfTimeAt46, event('full_time', 97)], at(200))).toMatchObject({ phase: 'full_time', label: 'Full time', changesAt: null });
  });

  it('counts a kick-off stored a moment "after" the device\'s now as the first minute', () => {
    expect(matchClock(kickedOff, at(0, -5)).label).toBe("1st half · 1'");
  });
});

describe('eventMinute', () => {
  it('suggests the clock’s minute, the half’s end during added time and half time', () => {
    expect(eventMinute(matchClock([], at(3)))).toBe(0);
    expect(eventMinute(matchClock(kickedOff, at(22, 10)))).toBe(23);
    expect(eventMinute(matchClock(kickedOff, at(47)))).toBe(45);
    expect(eventMinute(matchClock(halfTimeAt46, at(49)))).toBe(45);
    // Before, the break counted too: the 70th minute since kick-off is the 64th of the game
    // (half time came in the 47th, then 5 minutes of break).
    expect(eventMinute(matchClock(halfTimeAt46, at(69, 30)))).toBe(64);
    expect(eventMinute(matchClock(halfTimeAt46, at(130)))).toBe(90);
  });
});
