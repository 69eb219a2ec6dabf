// The installable app's service worker (decision 040): keeps /schedule, /games/{id},
// /player/my-schedule and the referee's /referee/{gameId} (decision 037) readable offline.
// Written by hand (no imports: it runs as a classic worker); scripts/vite-service-worker.mjs
// fills in the version and the files to precache when the app is built, and serves it as /sw.js.
//
// - The app shell (index.html) and the JS/CSS those pages need are cached at install; other
//   hashed assets as they are fetched (they never change under one name).
// - Page loads: network first, the cached shell when offline.
// - The answers those pages read: network first, the last answer when offline. Each answer is
//   reported to the page that asked, with the time it was fetched when it came from the cache,
//   so the page can say "Offline — showing the schedule as of …".
// - Private answers (the session, the player's schedule, the referee's game) live in their own
//   cache, emptied when someone signs in or out on this device.

const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;

const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const DATA_CACHE = 'api-public';
const PRIVATE_CACHE = 'api-private';
const CURRENT = [SHELL_CACHE, ASSET_CACHE, DATA_CACHE, PRIVATE_CACHE];

/** Where the fetch time of a cached answer is kept. */
const FETCHED_AT = 'x-sw-fetched-at';

const PUBLIC_ANSWERS = ['/api/schedule', '/api/settings/public'];
/** A game's page data, /api/games/{gameId}: the games opened from the schedule. */
const GAME_ANSWER = /^\/api\/games\/[0-9a-f-]{36}$/;
const PRIVATE_ANSWERS = ['/api/me/schedule', '/api/auth/get-session', '/api/me/roles'];
/** The referee's game with its rosters, /api/referee/games/{gameId}: the page a referee reopens at the field. */
const REFEREE_GAME_ANSWER = /^\/api\/referee\/games\/[0-9a-f-]{36}$/;
/** Calls after which the private cache belongs to someone else (or nobody). */
const SESSION_CHANGES = /^\/api\/auth\/(sign-in|sign-up|sign-out|phone-number\/verify|revoke-sessions)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const [shell, assets] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
      await shell.add(new Request('/', { cache: 'reload' }));
      await assets.addAll(PRECACHE.filter((url) => url !== '/'));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!CURRENT.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    if (SESSION_CHANGES.test(url.pathname)) event.waitUntil(caches.delete(PRIVATE_CACHE));
    return;
  }
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/media/')) {
    event.respondWith(pageLoad(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(request));
    return;
  }
  const isPublic = PUBLIC_ANSWERS.includes(url.pathname) || GAME_ANSWER.test(url.pathname);
  const isPrivate = PRIVATE_ANSWERS.includes(url.pathname) || REFEREE_GAME_ANSWER.test(url.pathname);
  const cacheName = isPublic ? DATA_CACHE : isPrivate ? PRIVATE_CACHE : null;
  if (cacheName) event.respondWith(answer(event, cacheName, url));
});

/** The page itself: the network's, kept as the shell; the shell when the network fails. */
async function pageLoad(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed files never change under one name: the cache's copy when there is one. */
async function hashedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** An answer a page needs offline: the network's (kept, with its time), else the last one kept. */
async function answer(event, cacheName, url) {
  const path = url.pathname + url.search;
  const cache = await caches.open(cacheName);
  try {
    // Asks the server (revalidating any HTTP-cached copy): offline, a browser-cached answer
    // would pass for the network's, and the page would not say it is old.
    const response = await fetch(event.request, { cache: 'no-cache' });
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT, new Date().toISOString());
      await cache.put(event.request, new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers }));
    } else if (response.status === 401) {
      // Signed out elsewhere, or the session ended: nothing private stays for the next person.
      await caches.delete(PRIVATE_CACHE);
    }
    report(event, { path, cachedAt: null });
    return response;
  } catch (error) {
    const cached = await cache.match(event.request);
    if (!cached) throw error;
    report(event, { path, cachedAt: cached.headers.get(FETCHED_AT) });
    return cached;
  }
}

/** Tells the page where an answer came from (null: the network). */
function report(event, detail) {
  event.waitUntil(
    (async () => {
      const client = event.clientId ? await self.clients.get(event.clientId) : null;
      client?.postMessage({ type: 'api-answer', ...detail });
    })(),
  );
}
