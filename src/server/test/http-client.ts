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

  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>> {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>> {
    return this.request<T>('POST', path, body, options);
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>> {
    return this.request<T>('PUT', path, body, options);
  }
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>> {
    return this.request<T>('DELETE', path, body, options);
  }

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
      return { status: response.status, headers: response.headers, body: '' as T, text: '' };
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
    return { status: response.status, headers: response.headers, body: parsed as T, text };
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
