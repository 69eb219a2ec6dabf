import { describe, expect, it } from 'vitest';
import { changeRankingsFilter, rankingsFiltersFromSearch, rankingsFiltersToSearch, rankingsHref, rankingsQuery } from './filters';

describe('rankings choice in the address', () => {
  it('reads and writes season and division under the API names, leaving empty ones out', () => {
    const filters = rankingsFiltersFromSearch(new URLSearchParams('season_id=s&division_id=d'));
    expect(filters).toEqual({ seasonId: 's', divisionId: 'd' });
    expect(rankingsFiltersToSearch(filters).toString()).toBe('season_id=s&division_id=d');
    expect(rankingsQuery({ seasonId: null, divisionId: null })).toEqual({});
    expect(rankingsFiltersFromSearch(new URLSearchParams('season_id=&division_id='))).toEqual({ seasonId: null, divisionId: null });
  });

  it('links to the other rankings pages with the same choice', () => {
    expect(rankingsHref('/rankings-enhanced', { seasonId: 's', divisionId: null })).toBe('/rankings-enhanced?season_id=s');
    expect(rankingsHref('/rankings', { seasonId: null, divisionId: null })).toBe('/rankings');
  });

  it('drops the division with a new season, keeps it otherwise', () => {
    expect(changeRankingsFilter({ seasonId: 's', divisionId: 'd' }, { seasonId: 'other' })).toEqual({ seasonId: 'other', divisionId: null });
    expect(changeRankingsFilter({ seasonId: 's', divisionId: 'd' }, { seasonId: 's' })).toEqual({ seasonId: 's', divisionId: 'd' });
    expect(changeRankingsFilter({ seasonId: 's', divisionId: null }, { divisionId: 'd' })).toEqual({ seasonId: 's', divisionId: 'd' });
  });
});
