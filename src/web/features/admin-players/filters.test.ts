import { describe, expect, it } from 'vitest';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, listQuery } from './filters';

describe('admin players filters', () => {
  it('reads the address, ignoring what is malformed', () => {
    const filters = filtersFromSearch(new URLSearchParams('season_id=s1&team_id=t1&registration_status=none&q=%20ann%20&page=3'));
    expect(filters).toEqual({ seasonId: 's1', divisionId: null, teamId: 't1', status: 'none', q: 'ann', page: 3 });
    expect(filtersFromSearch(new URLSearchParams('registration_status=unpaid&page=-2'))).toMatchObject({ status: null, page: 1 });
  });

  it('writes the same names back, and the list query and export path', () => {
    const filters = filtersFromSearch(new URLSearchParams('season_id=s1&registration_status=paid&q=bo&page=2'));
    expect(filtersToSearch(filters).toString()).toBe('season_id=s1&registration_status=paid&q=bo&page=2');
    expect(listQuery({ ...filters, page: 1 })).toEqual({ season_id: 's1', registration_status: 'paid', q: 'bo', page_size: '25', page: '1' });
    expect(exportCsvHref(filters)).toBe('/api/admin/players/export.csv?season_id=s1&registration_status=paid&q=bo');
  });

  it('goes back to the first page when a filter changes', () => {
    const filters = filtersFromSearch(new URLSearchParams('page=4'));
    expect(changeFilter(filters, { q: 'x' })).toMatchObject({ q: 'x', page: 1 });
  });
});
