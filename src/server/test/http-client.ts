import type { ApiErrorBody } from '../../shared/api-error';
import type { ApiContract, ApiRouteKey } from '../api-contract';

/**
 * A test's browser, reduced to what the API sees: a cookie jar, the Origin header a browser
 * sends on state-changing calls, and (with a test server that trusts the proxy header) its
 * own client address, so that per-client rate limits treat each client as its own device.
 */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, the text otherwise. */
  body: T;
  text: string;
  /**
   * The error of a refusal (`{ error: { code, message, issues } }`, the one error shape). Reading
   * it on an answer of another shape fails the test with the status and the text (decision 071).
   */
  readonly error: ApiErrorBody['error'];
}

type Endpoint<K extends ApiRouteKey> = ApiContract[K];
type QueryValue = string | number | boolean | null | undefined;

/** A contract route's input (decision 071): params, query and body typed as the web client types them. */
export type ApiCallInput<K extends ApiRouteKey> = (Endpoint<K>['params'] extends undefined ? unknown : { params: Endpoint<K>['params'] }) &
  (Endpoint<K>['query'] extends undefined ? unknown : { query?: { [Name in keyof Endpoint<K>['query']]?: QueryValue } }) &
  (Endpoint<K>['body'] extends undefined ? unknown : { body: Endpoint<K>['body'] });

/** Nothing to pass for a route without params or body. */
type ApiCallArgs<K extends ApiRouteKey> =
  object extends ApiCallInput<K> ? [input?: ApiCallInput<K>, options?: RequestOptions] : [input: ApiCallInput<K>, options?: RequestOptions];

/** What this client reads from a route's answer: parsed JSON, or the text (files, CSV, 204, event streams). */
export type ApiAnswerBody<R> = [R] extends [undefined] ? string : [R] extends [Blob] ? string : R;
export type ApiAnswer<K extends ApiRouteKey> = HttpResponse<ApiAnswerBody<Endpoint<K>['response']>>;

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The URL of a contract route with its params and query filled in; an empty query value is sent as given. */
export function apiUrl(route: string, input: Pick<LooseInput, 'params' | 'query'> = {}): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match: string, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${route}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

/** An answer as this client reads it; also for answers read another way (an event stream's first events). */
export class Answer<T> implements HttpResponse<T> {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    public body: T,
    readonly text: string,
  ) {}

  get error(): ApiErrorBody['error'] {
    const body: unknown = this.body;
    if (typeof body === 'object' && body !== null && 'error' in body) return (body as ApiErrorBody).error;
    throw new Error(`Expected an error answer, got ${this.status}: ${this.text.slice(0, 300)}`);
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Origin to send; null sends none. Default: the server's origin on state-changing calls. */
  origin?: string | null;
  /** Sent as is (with no JSON content type unless given in headers), for malformed bodies. */
  rawBody?: string;
}

export interface HttpClientOptions {
  /** Sent as X-Forwarded-For; only a server with TRUST_PROXY=true takes it. */
  clientAddress?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  readonly clientAddress: string | undefined;

  constructor(
    readonly baseUrl: string,
    options: HttpClientOptions = {},
  ) {
    this.clientAddress = options.clientAddress;
  }

  /**
   * A call of the API contract (decision 071): `api('GET /api/teams/:teamId', { params: { teamId } })`.
   * The route key, params, query and body are checked against the route declarations, and the
   * answer's body is the route's response type (on a refusal, read `answer.error`).
   */
  api<K extends ApiRouteKey>(route: K, ...[input, options]: ApiCallArgs<K>): Promise<ApiAnswer<K>> {
    const loose = (input ?? {}) as LooseInput;
    const method = route.slice(0, route.indexOf(' '));
    return this.request<ApiAnswer<K>['body']>(method, apiUrl(route, loose), loose.body, options);
  }

  /**
   * A call the contract would refuse to type: a deliberately wrong body, a malformed param or a
   * raw body. Nor is its answer (a refusal reads `answer.error`): `any`, as the call is.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the escape hatch from the contract's types (decision 071)
  sendUnchecked(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<any>> {
    return this.request(method, path, body, options);
  }

  /** A URL outside the contract: Better Auth under /api/auth, /healthz, files, event streams. */
  async request<T = unknown>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers = new Headers(options.headers);
    const origin = options.origin === undefined ? (SAFE_METHODS.has(method) ? null : new URL(this.baseUrl).origin) : options.origin;
    if (origin !== null && !headers.has('origin')) headers.set('origin', origin);
    if (this.clientAddress && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.clientAddress);
    const cookie = this.cookieHeader();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);

    let payload: string | FormData | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
    } else if (body instanceof FormData) {
      // fetch writes the multipart body and its Content-Type with the boundary.
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }

    // Manual redirects: a test sees the status the server chose, as an API caller would.
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, redirect: 'manual' });
    this.storeCookies(response.headers);
    // An event stream never ends: its head is the answer (tests that read one open it themselves).
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel();
      return new Answer(response.status, response.headers, '' as T, '');
    }
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    let parsed: unknown = text;
    if (isJson && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return new Answer(response.status, response.headers, parsed as T, text);
  }

  /** The Cookie header this client would send; empty when signed out. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookies(): boolean {
    return this.cookies.size > 0;
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || isExpired(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A Set-Cookie that deletes: Max-Age 0 or less, or Expires in the past. */
function isExpired(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return true;
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}
