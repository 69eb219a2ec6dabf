import { describe, expect, it } from 'vitest';
import { changePlayerFilter, changeTeamFilter, directoryQuery, playerFiltersFromSearch } from './filters';

const base = { seasonId: 's1', divisionId: 'd1', teamId: 't1', q: 'ann', page: 3 };

describe('directory filters', () => {
  it('read the address, ignoring a malformed page', () => {
    expect(playerFiltersFromSearch(new URLSearchParams('season_id=s&team_id=t&q=%20bo%20&page=x'))).toEqual({
      seasonId: 's',
      divisionId: null,
      teamId: 't',
      q: 'bo',
      page: 1,
    });
    expect(playerFiltersFromSearch(new URLSearchParams('page=4')).page).toBe(4);
  });

  it('build the API queries, leaving out empty filters and page 1', () => {
    expect(directoryQuery({ seasonId: null, divisionId: null })).toEqual({});
    expect(directoryQuery({ seasonId: 's', divisionId: 'd' })).toEqual({ season_id: 's', division_id: 'd' });
    expect(directoryQuery({ ...base, page: 1 })).toEqual({ season_id: 's1', division_id: 'd1', team_id: 't1', q: 'ann' });
    expect(directoryQuery(base)).toMatchObject({ page: '3' });
  });

  it('go back to page 1 and drop what belongs to another season or division', () => {
    expect(changePlayerFilter(base, { q: 'bo' })).toEqual({ ...base, q: 'bo', page: 1 });
    expect(changePlayerFilter(base, { seasonId: 's2' })).toEqual({ seasonId: 's2', divisionId: null, teamId: null, q: 'ann', page: 1 });
    expect(changePlayerFilter(base, { divisionId: 'd2' })).toEqual({ ...base, divisionId: 'd2', teamId: null, page: 1 });
    expect(changeTeamFilter({ seasonId: 's1', divisionId: 'd1' }, { seasonId: 's2' })).toEqual({ seasonId: 's2', divisionId: null });
    expect(changeTeamFilter({ seasonId: 's1', divisionId: 'd1' }, { divisionId: null })).toEqual({ seasonId: 's1', divisionId: null });
  });
});
