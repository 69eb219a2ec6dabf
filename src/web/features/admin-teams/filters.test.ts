import { describe, expect, it } from 'vitest';
import { changeTeamFilter, teamFiltersFromSearch, teamFiltersToSearch, teamsExportHref, teamsListQuery } from './filters';

const SEASON = '11111111-1111-4111-8111-111111111111';

describe('admin team filters', () => {
  it('round-trips through the address and ignores a malformed page', () => {
    const filters = teamFiltersFromSearch(new URLSearchParams(`season_id=${SEASON}&q=%20lions%20&page=x`));
    expect(filters).toEqual({ seasonId: SEASON, divisionId: null, q: 'lions', page: 1 });
    expect(teamFiltersToSearch({ ...filters, page: 3 }).toString()).toBe(`season_id=${SEASON}&q=lions&page=3`);
  });

  it('builds the list query and the export path, the export without a page', () => {
    const filters = { seasonId: SEASON, divisionId: null, q: '', page: 2 };
    expect(teamsListQuery(filters)).toEqual({ season_id: SEASON, page: '2', page_size: '25' });
    expect(teamsExportHref(filters)).toBe(`/api/admin/teams/export.csv?season_id=${SEASON}`);
    expect(teamsListQuery({ ...filters, page: 1 })).toMatchObject({ page: '1' });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(changeTeamFilter({ seasonId: null, divisionId: null, q: '', page: 4 }, { q: 'x' })).toEqual({ seasonId: null, divisionId: null, q: 'x', page: 1 });
  });
});
