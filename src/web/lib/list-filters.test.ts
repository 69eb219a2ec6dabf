import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineListFilters, withQuery } from './list-filters';

const COLOURS = ['red', 'blue'] as const;

const list = defineListFilters({
  filters: {
    colour: { param: 'colour', values: COLOURS },
    seasonId: { param: 'season_id' },
    q: { param: 'q', text: true },
  },
  apiPath: '/api/things',
  csvPath: '/api/things/export.csv',
  pageSize: 20,
});

const filters = { colour: 'red' as const, seasonId: 's-1', q: ' ana ', page: 3 };

describe('list filters', () => {
  it('derives the filters type from the description', () => {
    expectTypeOf(list.empty).toEqualTypeOf<{ colour: 'red' | 'blue' | null; seasonId: string | null; q: string } & { page: number }>();
  });

  it('starts with no filter on the first page', () => {
    expect(list.empty).toEqual({ colour: null, seasonId: null, q: '', page: 1 });
  });

  it('round-trips through the page address, in the description order, with the text trimmed', () => {
    const search = list.toSearch(filters);
    expect(search.toString()).toBe('colour=red&season_id=s-1&q=ana&page=3');
    expect(list.fromSearch(search)).toEqual({ ...filters, q: 'ana' });
  });

  it('ignores malformed values: unknown choices, empty ids, blank text, bad pages', () => {
    expect(list.fromSearch(new URLSearchParams('colour=green&season_id=&q=%20&page=-2'))).toEqual(list.empty);
    expect(list.fromSearch(new URLSearchParams('page=2.5'))).toEqual(list.empty);
    expect(list.fromSearch(new URLSearchParams('page=x'))).toEqual(list.empty);
    expect(list.fromSearch(new URLSearchParams('page=1'))).toEqual(list.empty);
  });

  it('leaves page 1 and empty filters out of the address', () => {
    expect(list.toSearch({ ...list.empty, q: '   ' }).toString()).toBe('');
    expect(list.toSearch({ ...filters, page: 3 }, { withPage: false }).toString()).toBe('colour=red&season_id=s-1&q=ana');
  });

  it('asks the API for one page with its size, page 1 included', () => {
    expect(list.listPath(list.empty)).toBe('/api/things?page_size=20&page=1');
    expect(list.listPath(filters)).toBe('/api/things?colour=red&season_id=s-1&q=ana&page=3&page_size=20');
    expect(list.listPath(filters, 100)).toBe('/api/things?colour=red&season_id=s-1&q=ana&page=3&page_size=100');
  });

  it('exports every page of the current filters as CSV', () => {
    expect(list.exportCsvHref(filters)).toBe('/api/things/export.csv?colour=red&season_id=s-1&q=ana');
    expect(list.exportCsvHref(list.empty)).toBe('/api/things/export.csv');
  });

  it('goes back to page 1 when a filter changes, keeping the others', () => {
    expect(list.change(filters, { colour: 'blue' })).toEqual({ ...filters, colour: 'blue', page: 1 });
    expect(list.change(filters, { seasonId: null })).toEqual({ ...filters, seasonId: null, page: 1 });
  });

  it('adds a query only when there is one', () => {
    expect(withQuery('/a', new URLSearchParams())).toBe('/a');
    expect(withQuery('/a', new URLSearchParams('b=c'))).toBe('/a?b=c');
  });
});
