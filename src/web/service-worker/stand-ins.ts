import { vi } from 'vitest';

/**
 * What a browser gives a service worker (cache storage, cookie store, the network, its clients,
 * extendable events), in memory, so the worker's modules run in Node with the real Workbox
 * strategies. The journeys (tests/e2e/offline-accounts.spec.ts, game-day-offline.spec.ts,
 * notifications.spec.ts) see the built worker do the same in Chromium.
 */

export const ORIGIN = 'http://league.test';

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return new URL(request, ORIGIN).href;
  return request instanceof URL ? request.href : request.url;
}

/** A Cache keyed by URL, as the browser's (no Vary, GET only). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

export class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    const cache = this.named.get(name) ?? new MemoryCache();
    this.named.set(name, cache);
    return cache;
  }
  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.named.keys()];
    for (const name of names) {
      const found = await this.named.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/** The Cookie Store API of a worker: clearing the browser's cookies empties it. */
export class MemoryCookieStore {
  readonly cookies = new Map<string, string>();
  async get(name: string): Promise<{ name: string; value: string } | null> {
    const value = this.cookies.get(name);
    return value === undefined ? null : { name, value };
  }
  async set(options: { name: string; value: string }): Promise<void> {
    this.cookies.set(options.name, options.value);
  }
  async delete(name: string): Promise<void> {
    this.cookies.delete(name);
  }
}

/** An ExtendableEvent: what the worker asked to wait for is collected, and awaited by `settled`. */
export class StandInExtendableEvent {
  readonly waits: Promise<unknown>[] = [];
  constructor(readonly type: string) {}
  waitUntil(promise: Promise<unknown>): void {
    this.waits.push(promise);
  }
  /** Everything the worker asked to wait for, including what those waits added meanwhile. */
  async settled(): Promise<void> {
    let done = 0;
    while (done < this.waits.length) {
      const batch = this.waits.slice(done);
      done += batch.length;
      await Promise.allSettled(batch);
    }
  }
}

export class StandInFetchEvent extends StandInExtendableEvent {
  constructor(
    readonly request: Request,
    readonly clientId: string,
  ) {
    super('fetch');
  }
  readonly preloadResponse = Promise.resolve(undefined);
}

export interface StandInWindow {
  id: string;
  url: string;
  focused: boolean;
  /** Whether this worker controls it (only such windows can be navigated by it). */
  controlled: boolean;
  messages: unknown[];
}

export type ServerAnswer = (request: Request) => Response | Promise<Response>;

export interface WorkerScope {
  caches: MemoryCacheStorage;
  cookieStore: MemoryCookieStore;
  /** What the server answers (the network), or null: offline. */
  server: { answer: ServerAnswer | null };
  windows: StandInWindow[];
  opened: string[];
  clients: Clients;
}

/** Installs the stand-ins as the worker's globals (`self`, `caches`, `fetch`, …); `vi.unstubAllGlobals()` removes them. */
export function standInWorkerScope(): WorkerScope {
  const caches = new MemoryCacheStorage();
  const cookieStore = new MemoryCookieStore();
  const server: { answer: ServerAnswer | null } = { answer: null };
  const windows: StandInWindow[] = [];
  const opened: string[] = [];
  const asClient = (window: StandInWindow) => ({
    id: window.id,
    get url() {
      return window.url;
    },
    type: 'window',
    postMessage: (message: unknown) => window.messages.push(message),
    focus: async () => {
      for (const other of windows) other.focused = other === window;
      return asClient(window);
    },
    navigate: async (url: string) => {
      if (!window.controlled) throw new TypeError('This service worker is not the client’s active service worker.');
      window.url = url;
      return asClient(window);
    },
  });
  const clients = {
    get: async (id: string) => {
      const window = windows.find((candidate) => candidate.id === id);
      return window ? asClient(window) : undefined;
    },
    matchAll: async () => windows.map(asClient),
    openWindow: async (url: string) => {
      opened.push(url);
      return null;
    },
    claim: async () => undefined,
  } as unknown as Clients;
  const network = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!server.answer) throw new TypeError('Failed to fetch');
    return server.answer(new Request(typeof input === 'string' ? new URL(input, ORIGIN) : input, init));
  };
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('cookieStore', cookieStore);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('clients', clients);
  vi.stubGlobal('ExtendableEvent', StandInExtendableEvent);
  vi.stubGlobal('FetchEvent', StandInFetchEvent);
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('self', globalThis);
  return { caches, cookieStore, server, windows, opened, clients };
}
