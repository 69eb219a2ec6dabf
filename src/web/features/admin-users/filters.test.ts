import { describe, expect, it } from 'vitest';
import { exportCsvHref, filtersFromSearch, listQuery } from './filters';

describe('admin users filters', () => {
  it('reads the address, ignoring an unknown role and a bad page', () => {
    expect(filtersFromSearch(new URLSearchParams('role=referee&q=%20ann&page=2'))).toEqual({ role: 'referee', q: 'ann', page: 2 });
    expect(filtersFromSearch(new URLSearchParams('role=coach&page=x'))).toEqual({ role: null, q: '', page: 1 });
  });

  it('builds the list query and the export path', () => {
    const filters = { role: 'admin' as const, q: 'bo', page: 3 };
    expect(listQuery(filters)).toEqual({ role: 'admin', q: 'bo', page: '3', page_size: '25' });
    expect(exportCsvHref(filters)).toBe('/api/admin/users/export.csv?role=admin&q=bo');
  });
});
