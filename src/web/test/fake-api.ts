import { vi } from 'vitest';
import type { ApiResponse, api } from '../lib/api';
import type { ApiErrorBody } from '../../shared/api-error';

/** A route of the typed client, e.g. 'POST /api/waitlist'. */
type RouteKey = Parameters<typeof api>[0];

/** One request as the server would see it. */
export interface SentRequest {
  route: string;
  method: string;
  /** The path with its query, e.g. /api/teams/options. */
  url: string;
  params: Record<string, string>;
  /** The JSON body, parsed; undefined without one (a FormData upload keeps the FormData). */
  body: unknown;
}

/** What a handler answers: the route's typed body (status 200), or a status with any body. */
export type FakeAnswer<K extends RouteKey> = ApiResponse<K> | Reply;

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer other than 200: `reply(409, errorBody('CONFLICT', '…'))`, or `reply(204)`. */
export function reply(status: number, body?: unknown): Reply {
  return new Reply(status, body);
}

/** The app's one error shape (src/shared/api-error.ts). */
export function errorBody(code: ApiErrorBody['error']['code'], message: string, issues?: ApiErrorBody['error']['issues']): ApiErrorBody {
  return { error: { code, message, ...(issues ? { issues } : {}) } };
}

export type FakeHandlers = { [K in RouteKey]?: (request: SentRequest) => FakeAnswer<K> | Promise<FakeAnswer<K>> };

/** The answers every page needs before its own: the league's public settings. */
const BASE_HANDLERS: FakeHandlers = {
  'GET /api/settings/public': () => ({ league_name: 'Test League', waitlist_enabled: true, time_zone: 'America/Toronto', contact_address: null }),
};

function routePattern(route: string): { method: string; pattern: RegExp; names: string[] } {
  const space = route.indexOf(' ');
  const names: string[] = [];
  const source = route
    .slice(space + 1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { method: route.slice(0, space), pattern: new RegExp(`^${source}$`), names };
}

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body;
}

/**
 * The server, as the web app's fetch sees it: each route of the typed client answered by a
 * handler with that route's typed body, every request kept in `requests` for the test to read.
 * A request no handler answers gets a 404 and fails the test when it ends (setup-dom.ts), with
 * the request named: a page waiting on a forgotten answer says no more than "not found".
 */
export function fakeApi(handlers: FakeHandlers = {}) {
  const all = { ...BASE_HANDLERS, ...handlers };
  const routes = Object.entries(all).map(([route, handle]) => ({ route, handle, ...routePattern(route) }));
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match || !route.handle) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      const request: SentRequest = { route: route.route, method, url, params, body: await readBody(init) };
      requests.push(request);
      const answer = await (route.handle as (r: SentRequest) => unknown)(request);
      const { status, body } = answer instanceof Reply ? answer : { status: 200, body: answer };
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    unanswered.push(`${method} ${url}`);
    return new Response(JSON.stringify(errorBody('NOT_FOUND', `No fake answer for ${method} ${url}`)), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  latestUnanswered = unanswered;

  return {
    requests,
    unanswered,
    /** The requests sent to one route, in order. */
    sent: (route: RouteKey) => requests.filter((r) => r.route === route),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

let latestUnanswered: string[] = [];

/** The requests the test's fakeApi could not answer, emptied for the next test. */
export function takeUnanswered(): string[] {
  const taken = [...latestUnanswered];
  latestUnanswered = [];
  return taken;
}
