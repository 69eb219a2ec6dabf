import { describe, expect, it } from 'vitest';
import type { StandingsChange } from '../../../shared/api/rankings';
import {
  newerResultsNote,
  ordinal,
  pointsChangeLabel,
  positionChangeLabel,
  recordLabel,
  streakLabel,
  tableSourceLabel,
  unpublishedNote,
} from './standings-labels';

describe('standings labels', () => {
  it('says places in words a reader expects, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it("names a table's source, with the publication's date on the league's calendar", () => {
    // 02:00 UTC on Nov 4 is still Nov 3 in Toronto.
    expect(tableSourceLabel({ source: 'published', as_of: '2026-11-04T02:00:00Z' }, 'America/Toronto')).toBe('Published Nov 3, 2026');
    expect(tableSourceLabel({ source: 'live', as_of: '2026-11-04T02:00:00Z' })).toBe('Live');
    expect(tableSourceLabel({ source: 'final', as_of: '2026-11-04T02:00:00Z' })).toBe('Final table');
  });

  it('says when a published table is behind the results, and when it was published (issue 20)', () => {
    const published = { source: 'published', as_of: '2026-11-28T01:30:00Z', newer_results: true } as const;
    expect(newerResultsNote(published, 'America/Toronto')).toBe(
      'Newer results have come in since this table was published on Nov 27, 2026. It changes when the league publishes it again.',
    );
    expect(newerResultsNote({ ...published, newer_results: false }, 'America/Toronto')).toBeNull();
    expect(newerResultsNote({ ...published, source: 'live' }, 'America/Toronto')).toBeNull();
  });

  it('says streaks and records in words', () => {
    expect(streakLabel({ result: 'W', length: 3 })).toBe('Won 3');
    expect(streakLabel(null)).toBe('No games yet');
    expect(recordLabel({ played: 3, won: 2, drawn: 1, lost: 0, goals_for: 5, goals_against: 2, points: 7 })).toBe('2W 1D 0L, 5–2, 7 pts');
    expect(recordLabel({ played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 })).toBe('No games');
  });

  it('shows a change since the last publication, a new team included', () => {
    const moved: StandingsChange = { team_id: 't', team_name: 'T', position_before: 3, position_now: 1, points_before: 3, points_now: 6 };
    expect(positionChangeLabel(moved)).toBe('3rd → 1st');
    expect(pointsChangeLabel(moved)).toBe('3 → 6 pts');
    const added = { ...moved, position_before: null, points_before: null };
    expect(positionChangeLabel(added)).toBe('new → 1st');
    expect(pointsChangeLabel(added)).toBe('– → 6 pts');
  });

  it('lists the divisions the public cannot see yet, in one sentence', () => {
    expect(unpublishedNote([])).toBeNull();
    expect(unpublishedNote(['Premier'])).toBe('The Premier table has not been published yet. It appears here once the league publishes it.');
    expect(unpublishedNote(['Premier', 'Sunday'])).toBe('Not published yet: Premier, Sunday. Their tables appear here once the league publishes them.');
  });
});
