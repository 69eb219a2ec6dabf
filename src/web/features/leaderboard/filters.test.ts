import { describe, expect, it } from 'vitest';
import { changeLeaderboardFilter, leaderboardFiltersFromSearch, leaderboardQuery } from './filters';

describe('leaderboard filters', () => {
  it('read the address, ignoring a malformed or first page', () => {
    expect(leaderboardFiltersFromSearch(new URLSearchParams('season_id=s&division_id=&page=x'))).toEqual({ seasonId: 's', divisionId: null, page: 1 });
    expect(leaderboardFiltersFromSearch(new URLSearchParams('division_id=d&page=3'))).toEqual({ seasonId: null, divisionId: 'd', page: 3 });
  });

  it('build the API query, leaving out empty filters and page 1', () => {
    expect(leaderboardQuery({ seasonId: null, divisionId: null, page: 1 })).toEqual({});
    expect(leaderboardQuery({ seasonId: 's', divisionId: 'd', page: 2 })).toEqual({ season_id: 's', division_id: 'd', page: '2' });
  });

  it('go back to page 1 on a change, and drop the division with a new season', () => {
    const filters = { seasonId: 's1', divisionId: 'd1', page: 4 };
    expect(changeLeaderboardFilter(filters, { divisionId: 'd2' })).toEqual({ seasonId: 's1', divisionId: 'd2', page: 1 });
    expect(changeLeaderboardFilter(filters, { seasonId: 's2' })).toEqual({ seasonId: 's2', divisionId: null, page: 1 });
    expect(changeLeaderboardFilter(filters, { seasonId: 's1' })).toEqual({ ...filters, page: 1 });
  });
});
