import { describe, expect, it } from 'vitest';
import { SPACED_DASH } from './import-plan';
import { readDate, readScore, readTime } from './read-values';

describe('reading a spreadsheet cell', () => {
  it('reads dates only where they cannot be misread', () => {
    for (const cell of ['2030-05-04', '2030/5/4', '2030.05.04', '4 May 2030', 'Sat 4 May 2030', 'May 4, 2030', 'Saturday, May 4th, 2030']) {
      expect(readDate(cell), cell).toEqual({ value: '2030-05-04' });
    }
    expect(readDate('13/05/2030')).toEqual({ value: '2030-05-13' });
    expect(readDate('05/13/2030')).toEqual({ value: '2030-05-13' });
    expect(readDate('04/05/2030')).toEqual({ problem: '"04/05/2030" could be day/month or month/day: choose how the file writes its dates.' });
    // The file's order, decided once, reads it one way; a US file's 9/1/2013 is September 1st.
    expect(readDate('04/05/2030', 'day_first')).toEqual({ value: '2030-05-04' });
    expect(readDate('9/1/2013', 'month_first')).toEqual({ value: '2013-09-01' });
    expect(readDate('13/25/2030', 'month_first')).toEqual({ problem: '"13/25/2030" is not a date written month/day/year.' });
    expect(readDate('2030-02-30')).toEqual({ problem: '"2030-02-30" is not a date: write it like 2030-05-04.' });
    expect(readDate('next Saturday')).toEqual({ problem: '"next Saturday" is not a date: write it like 2030-05-04.' });
    expect(readDate('')).toEqual({ problem: 'The date is missing.' });
  });

  it('reads 24-hour and AM/PM times', () => {
    const cases: [string, string][] = [
      ['19:30', '19:30'],
      ['7:30 PM', '19:30'],
      ['7:30pm', '19:30'],
      ['7 p.m.', '19:00'],
      ['12:15 AM', '00:15'],
      ['12 PM', '12:00'],
      ['09:00:00', '09:00'],
      ['9.45', '09:45'],
    ];
    for (const [cell, time] of cases) expect(readTime(cell), cell).toEqual({ value: time });
    for (const cell of ['19', '25:00', '13 PM', 'evening'])
      expect(readTime(cell), cell).toEqual({ problem: `"${cell}" is not a time: write it like 19:30 or 7:30 PM.` });
  });

  it('reads scores as whole numbers of goals, empty for a game still to play', () => {
    expect(readScore('3', 'Home')).toEqual({ value: 3 });
    expect(readScore('', 'Away')).toEqual({ value: null });
    expect(readScore('-1', 'Away')).toEqual({ problem: 'Away score "-1" is not a number of goals.' });
    expect(readScore('2.5', 'Home')).toEqual({ problem: 'Home score "2.5" is not a number of goals.' });
  });

  it('reads a pathological cell in linear time (issue 19: "10:00", 60,000 spaces and "x" took 17 s)', () => {
    const spaces = ' '.repeat(60_000);
    const cells = [`10:00${spaces}x`, `7${spaces}p${spaces}m${spaces}x`, `4${spaces}May${spaces}x`, `Sat${spaces}x`, `May${spaces}4${spaces}x`];
    for (const cell of cells) {
      const started = performance.now();
      const read = [readTime(cell), readDate(cell), readScore(cell, 'Home')];
      expect(performance.now() - started, cell.slice(0, 8)).toBeLessThan(100);
      for (const one of read) expect(one).toHaveProperty('problem');
    }
  });

  it('finds the dashes of a field cell ("Venue - Field") in linear time', () => {
    const spaces = ' '.repeat(60_000);
    const started = performance.now();
    expect([...`Park${spaces}x`.matchAll(SPACED_DASH)]).toEqual([]);
    expect(performance.now() - started).toBeLessThan(100);
    expect([...'Riverside Park  –  North - Field 2'.matchAll(SPACED_DASH)].map((m) => m.index)).toEqual([14, 24]);
  });
});
