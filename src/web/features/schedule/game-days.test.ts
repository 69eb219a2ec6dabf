import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../shared/api/games';
import { zonedDate as leagueDayOf } from '../../../shared/zoned-time';
import { groupByLeagueDay } from './game-days';

const game = (id: string, startsAt: string): GameSummary => ({
  id,
  starts_at: startsAt,
  status: 'scheduled',
  is_live: false,
  round: 1,
  division_name: 'Open',
  venue_name: null,
  field: null,
  home_team: { id: 'h', name: 'Home' },
  away_team: { id: 'a', name: 'Away' },
  home_score: null,
  away_score: null,
});

describe('groupByLeagueDay', () => {
  it("groups by the league's day, not UTC's", () => {
    // 23:30 in Toronto on May 4 is 03:30 UTC on May 5.
    expect(leagueDayOf('2030-05-05T03:30:00Z', 'America/Toronto')).toBe('2030-05-04');
    expect(leagueDayOf('2030-05-05T03:30:00Z', 'Europe/Paris')).toBe('2030-05-05');
    const days = groupByLeagueDay([game('a', '2030-05-04T13:00:00Z'), game('b', '2030-05-05T03:30:00Z'), game('c', '2030-05-05T22:00:00Z')], 'America/Toronto');
    expect(days.map((d) => [d.key, d.games.map((g) => g.id)])).toEqual([
      ['2030-05-04', ['a', 'b']],
      ['2030-05-05', ['c']],
    ]);
  });

  it('gives no days for no games', () => {
    expect(groupByLeagueDay([], 'UTC')).toEqual([]);
  });
});
