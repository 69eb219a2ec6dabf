import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The service worker's source run in Node against stand-ins for what a browser gives it (cache
 * storage, cookie store, fetch, clients), so its rules are tested without a browser. What the
 * tests check, the journey tests/e2e/offline-accounts.spec.ts sees in Chromium too.
 */

const ORIGIN = 'http://league.test';
const SOURCE = resolve(import.meta.dirname, 'service-worker.js');

/** A Cache keyed by URL, as the browser's (no Vary, GET only). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
  }
  async match(request: Request | string): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async add(request: Request | string): Promise<void> {
    this.entries.set(urlOf(request), new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
  }
  async addAll(requests: string[]): Promise<void> {
    for (const request of requests) await this.add(request);
  }
}

function urlOf(request: Request | string): string {
  return typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
}

class MemoryCacheStorage {
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
  async match(request: Request | string, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.named.keys()];
    for (const name of names) {
      const found = await this.named.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

interface StoredCookie {
  value: string;
  expires?: number;
}

/** The Cookie Store API of a worker: clearing the browser's cookies empties it. */
class MemoryCookieStore {
  readonly cookies = new Map<string, StoredCookie>();
  async get(name: string): Promise<{ name: string; value: string } | null> {
    const cookie = this.cookies.get(name);
    return cookie ? { name, value: cookie.value } : null;
  }
  async set(options: { name: string; value: string; expires?: number }): Promise<void> {
    this.cookies.set(options.name, { value: options.value, expires: options.expires });
  }
  async delete(name: string): Promise<void> {
    this.cookies.delete(name);
  }
}

type Listener = (event: unknown) => void;
type ServerAnswer = (request: Request) => Response | Promise<Response>;

export interface WorkerHarness {
  caches: MemoryCacheStorage;
  cookieStore: MemoryCookieStore;
  /** What the server answers (the network), or null: offline. */
  server: { answer: ServerAnswer | null };
  /** A GET from the page through the worker: its answer, or the error it failed with. */
  get(path: string): Promise<Response>;
  /** A POST from the page (the worker only watches it). */
  post(path: string): Promise<void>;
  /** Every kept entry's URL path and text, but the precached files. */
  kept(): Promise<{ cache: string; path: string; body: string }[]>;
}

export async function startWorker(): Promise<WorkerHarness> {
  const listeners = new Map<string, Listener>();
  const cacheStorage = new MemoryCacheStorage();
  const cookieStore = new MemoryCookieStore();
  const server: { answer: ServerAnswer | null } = { answer: null };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    cookieStore,
    clients: { get: async () => null, claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const fetchThroughNetwork = async (input: Request | string) => {
    if (!server.answer) throw new TypeError('Failed to fetch');
    return server.answer(typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input);
  };
  const source = readFileSync(SOURCE, 'utf8').replace("'__SW_VERSION__'", "'test'").replace('__SW_PRECACHE__', "['/']");
  new Function('self', 'caches', 'fetch', source)(self, cacheStorage, fetchThroughNetwork);

  /** Runs one event through the worker's listener, waiting for what it asked to wait for. */
  async function dispatch(type: string, fields: object): Promise<Response | undefined> {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      clientId: '',
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
      },
    };
    listeners.get(type)?.(event);
    try {
      return await answer;
    } finally {
      await Promise.allSettled([answer, ...waits]);
    }
  }

  server.answer = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
  await dispatch('install', {});
  await dispatch('activate', {});
  server.answer = null;

  return {
    caches: cacheStorage,
    cookieStore,
    server,
    async get(path) {
      const answer = await dispatch('fetch', { request: new Request(new URL(path, ORIGIN)) });
      return answer ?? fetchThroughNetwork(new URL(path, ORIGIN).href);
    },
    async post(path) {
      await dispatch('fetch', { request: new Request(new URL(path, ORIGIN), { method: 'POST', body: '{}' }) });
    },
    async kept() {
      const kept = [];
      for (const [name, cache] of cacheStorage.named) {
        if (name.startsWith('shell-') || name.startsWith('assets-')) continue;
        for (const [url, response] of cache.entries) kept.push({ cache: name, path: new URL(url).pathname, body: await response.clone().text() });
      }
      return kept;
    },
  };
}
