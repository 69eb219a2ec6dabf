/**
 * A server-paged admin list's filters, as they live in the page's address (shareable, kept on
 * reload) and as the API reads them: the address uses the API's own parameter names.
 */

/** One filter: its query parameter, and either free text or one of a few allowed values (or any id). */
export interface FilterSpec {
  /** The query parameter's name, in the address and for the API. */
  param: string;
  /** Free text (a search box): trimmed, '' when empty. Otherwise the filter is a value or null. */
  text?: true;
  /** The only values accepted; anything else in the address is ignored. Without it, any non-empty value. */
  values?: readonly string[];
}

/** 'page' is every list's own: no filter may take that key. */
export type FilterSpecs = Record<string, FilterSpec> & { page?: never };

type FilterValue<S extends FilterSpec> = S extends { text: true }
  ? string
  : S extends { values: readonly (infer V extends string)[] }
    ? V | null
    : string | null;

/** The filters object a description gives: one property per filter, and the page (1 and up). */
export type FiltersOf<D extends FilterSpecs> = { -readonly [K in Exclude<keyof D, 'page'>]: FilterValue<D[K]> } & { page: number };

/** A filter changed; the page is not one of them (a change goes back to page 1). */
export type FilterChange<F extends { page: number }> = Partial<Omit<F, 'page'>>;

export interface ListFiltersDescription<D extends FilterSpecs> {
  filters: D;
  /** The list endpoint, e.g. /api/admin/waitlist. */
  apiPath: string;
  /** The CSV export of everything the filters select, e.g. /api/admin/waitlist/export.csv. */
  csvPath: string;
  /** The page size asked of the API unless told otherwise. */
  pageSize: number;
}

export interface ToSearchOptions {
  /** Include the page number (when above 1); the CSV export covers all pages, so it leaves it out. */
  withPage?: boolean;
  pageSize?: number;
}

export interface ListFilters<F extends { page: number }> {
  /** No filter set, first page. */
  empty: F;
  /** Reads the filters from a query string, ignoring anything malformed. */
  fromSearch: (search: URLSearchParams) => F;
  /** The query parameters, in the description's order. Page 1 and empty filters are left out. */
  toSearch: (filters: F, options?: ToSearchOptions) => URLSearchParams;
  /** GET of one page of the filtered list; page 1 is sent too, so the API never guesses. */
  listPath: (filters: F, pageSize?: number) => string;
  /** The same as query parameters, for the typed client: `api('GET /api/admin/…', { query })`. */
  listQuery: (filters: F, pageSize?: number) => Record<string, string>;
  /** The CSV export of everything the filters select: all pages, so no page number. */
  exportCsvHref: (filters: F) => string;
  /** A filter changed: back to the first page, since the old page number may not exist any more. */
  change: (filters: F, change: FilterChange<F>) => F;
}

type Value = string | null;

function readValue(spec: FilterSpec, raw: string | null): Value {
  if (spec.text) return raw?.trim() ?? '';
  if (!raw) return null;
  return spec.values && !spec.values.includes(raw) ? null : raw;
}

/** `?page=` of an address: 1 unless a whole number above 1 is there. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function defineListFilters<const D extends FilterSpecs>(description: ListFiltersDescription<D>): ListFilters<FiltersOf<D>> {
  type F = FiltersOf<D>;
  const specs = Object.entries(description.filters).filter((entry): entry is [string, FilterSpec] => entry[1] !== undefined);
  // The one place the loosely typed record becomes F: its keys are exactly the description's.
  const build = (values: Record<string, Value>, page: number) => ({ ...values, page }) as unknown as F;
  const filterValue = (filters: F, key: string): unknown => (filters as Record<string, unknown>)[key];

  const fromSearch = (search: URLSearchParams): F =>
    build(Object.fromEntries(specs.map(([key, spec]) => [key, readValue(spec, search.get(spec.param))])), readPage(search.get('page')));

  const toSearch = (filters: F, options: ToSearchOptions = {}): URLSearchParams => {
    const search = new URLSearchParams();
    for (const [key, spec] of specs) {
      const value = filterValue(filters, key);
      const text = typeof value === 'string' ? (spec.text ? value.trim() : value) : '';
      if (text) search.set(spec.param, text);
    }
    if ((options.withPage ?? true) && filters.page > 1) search.set('page', String(filters.page));
    if (options.pageSize !== undefined) search.set('page_size', String(options.pageSize));
    return search;
  };

  return {
    empty: build(Object.fromEntries(specs.map(([key, spec]) => [key, spec.text ? '' : null])), 1),
    fromSearch,
    toSearch,
    listPath: (filters, pageSize = description.pageSize) => {
      const search = toSearch(filters, { pageSize });
      if (filters.page === 1) search.set('page', '1');
      return withQuery(description.apiPath, search);
    },
    listQuery: (filters, pageSize = description.pageSize) => {
      const search = toSearch(filters, { pageSize });
      search.set('page', String(filters.page));
      return Object.fromEntries(search);
    },
    exportCsvHref: (filters) => withQuery(description.csvPath, toSearch(filters, { withPage: false })),
    change: (filters, change) => ({ ...filters, ...change, page: 1 }),
  };
}
