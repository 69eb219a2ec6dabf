import { describe, expect, it } from 'vitest';
import type { SplitRecord } from '../../../shared/api/rankings';
import { headToHeadIndex, pointsByDay, shortDay } from './trends';

const record = (played: number, won: number): SplitRecord => ({ played, won, drawn: 0, lost: played - won, goals_for: won, goals_against: 0, points: won * 3 });

describe('headToHeadIndex', () => {
  it("finds the row team's record against the column team, not the other way round", () => {
    const lookup = headToHeadIndex([
      { team_id: 'a', opponent_id: 'b', record: record(2, 2) },
      { team_id: 'b', opponent_id: 'a', record: record(2, 0) },
    ]);
    expect(lookup('a', 'b')?.won).toBe(2);
    expect(lookup('b', 'a')?.won).toBe(0);
  });

  it('treats teams that have not met as no record', () => {
    const lookup = headToHeadIndex([{ team_id: 'a', opponent_id: 'c', record: record(0, 0) }]);
    expect(lookup('a', 'c')).toBeUndefined();
    expect(lookup('a', 'b')).toBeUndefined();
  });
});

describe('pointsByDay', () => {
  it('carries a team’s points over the days it did not play, from 0, in date order', () => {
    const days = pointsByDay(
      [
        { date: '2026-05-11', points: { b: 3 } },
        { date: '2026-05-04', points: { a: 3 } },
        { date: '2026-05-18', points: { a: 4, b: 4 } },
      ],
      ['a', 'b'],
    );
    expect(days).toEqual([
      { date: '2026-05-04', points: { a: 3, b: 0 } },
      { date: '2026-05-11', points: { a: 3, b: 3 } },
      { date: '2026-05-18', points: { a: 4, b: 4 } },
    ]);
  });
});

describe('shortDay', () => {
  it('shows a calendar day as it is, whatever the viewer’s zone', () => {
    expect(shortDay('2026-05-04', 'en-US')).toBe('May 4');
    expect(shortDay('not a day')).toBe('not a day');
  });
});
