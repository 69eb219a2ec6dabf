import type { ApiContract, ApiRouteKey } from '../../server/api-contract';
import { apiRequest } from './api-client';

/**
 * The typed API client (decision 017): `api('GET /api/admin/teams/:teamId', { params: { teamId } })`.
 * Params, query, body and the answer are typed from the server's route declarations through
 * one type import; nothing of the server reaches the bundle. Failures throw ApiError.
 */

type Endpoint<K extends ApiRouteKey> = ApiContract[K];
type QueryValue = string | number | boolean | null | undefined;

export type ApiInput<K extends ApiRouteKey> = (Endpoint<K>['params'] extends undefined ? unknown : { params: Endpoint<K>['params'] }) &
  (Endpoint<K>['query'] extends undefined ? unknown : { query?: { [Name in keyof Endpoint<K>['query']]?: QueryValue } }) &
  (Endpoint<K>['body'] extends undefined ? unknown : { body: Endpoint<K>['body'] }) & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

export type ApiResponse<K extends ApiRouteKey> = Endpoint<K>['response'];

const methodAndPath = (route: string) => [route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1)] as const;

/** What the caller must pass: nothing for a route without params or body. */
type ApiArgs<K extends ApiRouteKey> = object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The URL of a route with its params and query filled in (also for links: CSV downloads). */
export function apiPath<K extends ApiRouteKey>(route: K, input?: Pick<LooseInput, 'params' | 'query'>): string {
  const [, path] = methodAndPath(route as string);
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match: string, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined) throw new Error(`${route}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

export function api<K extends ApiRouteKey>(route: K, ...[input]: ApiArgs<K>): Promise<ApiResponse<K>> {
  const loose = (input ?? {}) as LooseInput;
  const method = methodAndPath(route as string)[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return apiRequest<ApiResponse<K>>(apiPath(route, loose), { method, body: loose.body, signal: loose.signal, timeoutMs: loose.timeoutMs });
}
