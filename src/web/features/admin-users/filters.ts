import { ROLES, type Role } from '../../../shared/roles';
import { USERS_PAGE_SIZE_DEFAULT } from '../../../shared/users-admin-api';

/** The admin users list's filters, as they live in the page's address. */
export interface UserFilters {
  role: Role | null;
  q: string;
  page: number;
}

const isRole = (value: string | null): value is Role => value !== null && (ROLES as readonly string[]).includes(value);

export function filtersFromSearch(search: URLSearchParams): UserFilters {
  const role = search.get('role');
  const page = Number(search.get('page'));
  return { role: isRole(role) ? role : null, q: search.get('q')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function filtersToSearch(filters: UserFilters, options: { withPage?: boolean; pageSize?: number } = {}): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.role) search.set('role', filters.role);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if ((options.withPage ?? true) && filters.page > 1) search.set('page', String(filters.page));
  if (options.pageSize !== undefined) search.set('page_size', String(options.pageSize));
  return search;
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function listPath(filters: UserFilters, pageSize = USERS_PAGE_SIZE_DEFAULT): string {
  const search = filtersToSearch(filters, { pageSize });
  if (filters.page === 1) search.set('page', '1');
  return withQuery('/api/admin/users', search);
}

export function exportCsvHref(filters: UserFilters): string {
  return withQuery('/api/admin/users/export.csv', filtersToSearch(filters, { withPage: false }));
}
