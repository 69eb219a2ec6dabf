import { describe, expect, it } from 'vitest';
import { changeFilter, EMPTY_FILTERS, exportCsvHref, filtersFromSearch, filtersToSearch, listQuery } from './filters';
import { pageCount } from '../../lib/paging';

const filters = { status: 'pending' as const, seasonId: 's-1', divisionId: 'd-2', q: ' ana ', page: 3 };

describe('admin waitlist filters', () => {
  it('round-trips through the page address', () => {
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=pending&season_id=s-1&division_id=d-2&q=ana&page=3');
    expect(filtersFromSearch(search)).toEqual({ ...filters, q: 'ana' });
  });

  it('ignores malformed values', () => {
    expect(filtersFromSearch(new URLSearchParams('status=lost&page=-2&q=%20'))).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('page=2.5'))).toEqual(EMPTY_FILTERS);
  });

  it('asks the API for one page with its size', () => {
    expect(listQuery(EMPTY_FILTERS)).toEqual({ page_size: '25', page: '1' });
    expect(listQuery(filters, 10)).toEqual({ status: 'pending', season_id: 's-1', division_id: 'd-2', q: 'ana', page: '3', page_size: '10' });
  });

  it('exports every page of the current filters as CSV', () => {
    expect(exportCsvHref(filters)).toBe('/api/admin/waitlist/export.csv?status=pending&season_id=s-1&division_id=d-2&q=ana');
    expect(exportCsvHref(EMPTY_FILTERS)).toBe('/api/admin/waitlist/export.csv');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(changeFilter(filters, { status: 'invited' })).toEqual({ ...filters, status: 'invited', page: 1 });
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
