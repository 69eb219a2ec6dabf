// The installable app's service worker (decision 040): keeps the pages a referee, a player and a
// visitor move between on game day readable offline (decision 058): home, /schedule, /games/{id},
// /rankings, /live, /player/my-schedule, and the referee's dashboard and /referee/{gameId}
// (decision 037).
// Written by hand (no imports: it runs as a classic worker); scripts/vite-service-worker.mjs
// fills in the version and the files to precache when the app is built, and serves it as /sw.js.
//
// - The app shell (index.html) and the JS/CSS those pages need are cached at install; other
//   hashed assets as they are fetched (they never change under one name).
// - Page loads: network first, the cached shell when offline.
// - The answers those pages read: network first, the last answer when offline. Each answer is
//   reported to the page that asked, with the time it was fetched when it came from the cache,
//   so the page can say "Offline — showing the schedule as of …".
// - Private answers (the player's schedule, the roles, the referee's game) belong to one account
//   (decision 055): kept in that account's own cache, with a record of who it is (never the
//   session answer itself, which carries the session's token). The cache is dropped as soon as
//   this browser's account changes or its session is gone: a sign-in, sign-out, a session answer
//   naming someone else or nobody, any 401, the session's end, or its cookies cleared.

const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;

const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const DATA_CACHE = 'api-public';
/** One account's private answers: this prefix and the account's id. At most one exists. */
const PRIVATE_PREFIX = 'api-private:';

/** Where the fetch time of a cached answer is kept. */
const FETCHED_AT = 'x-sw-fetched-at';

const PUBLIC_ANSWERS = ['/api/schedule', '/api/settings/public', '/api/home', '/api/rankings', '/api/live'];
/** A game's page data, /api/games/{gameId}: the games opened from the schedule. */
const GAME_ANSWER = /^\/api\/games\/[0-9a-f-]{36}$/;
/** The player's schedule and home panel, the roles (the pages' guards), the referee's dashboard. */
const PRIVATE_ANSWERS = ['/api/me/schedule', '/api/me/next-game', '/api/me/roles', '/api/referee/games'];
/** The referee's game with its rosters, /api/referee/games/{gameId}: the page a referee reopens at the field. */
const REFEREE_GAME_ANSWER = /^\/api\/referee\/games\/[0-9a-f-]{36}$/;
/** Who is signed in: read to learn the account, never kept (it carries the session's token). */
const SESSION_ANSWER = '/api/auth/get-session';
/** Calls after which the private answers belong to someone else (or nobody). */
const SESSION_CHANGES = /^\/api\/auth\/(sign-in|sign-up|sign-out|phone-number\/verify|revoke-sessions)/;
/**
 * In the account's cache: who it is and until when (the session answer without its token and
 * the browser's details), the session answer given offline.
 */
const ACCOUNT_RECORD = '/sw/account';
/**
 * A cookie naming the account, set beside the session's own (which pages and workers cannot
 * read): clearing the browser's cookies takes both, so offline the worker can tell the
 * session is gone from this browser.
 */
const ACCOUNT_COOKIE = 'league-offline-account';

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
      // Older workers kept every account's answers, and the session's, in one 'api-private' cache.
      const current = [SHELL_CACHE, ASSET_CACHE, DATA_CACHE];
      for (const name of await caches.keys()) if (!current.includes(name) && !name.startsWith(PRIVATE_PREFIX)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    if (SESSION_CHANGES.test(url.pathname)) event.waitUntil(forgetAccount());
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
  if (url.pathname === SESSION_ANSWER) event.respondWith(sessionAnswer(event, url));
  else if (PUBLIC_ANSWERS.includes(url.pathname) || GAME_ANSWER.test(url.pathname)) event.respondWith(publicAnswer(event, url));
  else if (PRIVATE_ANSWERS.includes(url.pathname) || REFEREE_GAME_ANSWER.test(url.pathname)) event.respondWith(privateAnswer(event, url));
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

/** A public answer a page needs offline: the network's (kept, with its time), else the last one kept. */
async function publicAnswer(event, url) {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fromNetwork(event.request);
    if (response.ok) await keep(cache, event.request, response);
    report(event, url, null);
    return response;
  } catch (error) {
    return fromCache(event, url, cache, error);
  }
}

/**
 * A private answer: kept in the cache of the account this browser is signed in as, and only
 * while it still is when the answer comes (a sign-in meanwhile makes it someone else's).
 * Offline, that account's copy; none when the session is gone.
 */
async function privateAnswer(event, url) {
  const account = await currentAccount();
  try {
    const response = await fromNetwork(event.request);
    if (response.status === 401)
      await forgetAccount(); // signed out elsewhere, or the session ended
    else if (response.ok && account && (await isCurrent(account))) await keep(await caches.open(account.cacheName), event.request, response);
    report(event, url, null);
    return response;
  } catch (error) {
    if (!account) throw error;
    return fromCache(event, url, await caches.open(account.cacheName), error);
  }
}

/**
 * The session answer goes to the page as the network gave it, never kept: the worker only
 * learns from it who is signed in (dropping the private answers of anyone else). Offline, it
 * answers from the account's record while this browser still holds the session, else null
 * (signed out).
 */
async function sessionAnswer(event, url) {
  let response;
  try {
    response = await fetch(event.request, { cache: 'no-store' });
  } catch {
    const account = await currentAccount();
    report(event, url, account ? account.fetchedAt : null);
    return new Response(JSON.stringify(account ? account.payload : null), { headers: { 'content-type': 'application/json' } });
  }
  if (response.ok) {
    const payload = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (payload === null) await forgetAccount();
    else if (payload?.user?.id && payload.session?.expiresAt) await rememberAccount(payload);
  }
  report(event, url, null);
  return response;
}

/** Asks the server, revalidating any HTTP-cached copy: offline, a browser-cached answer would pass for the network's. */
function fromNetwork(request) {
  return fetch(request, { cache: 'no-cache' });
}

async function keep(cache, request, response) {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT, new Date().toISOString());
  await cache.put(request, new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers }));
}

async function fromCache(event, url, cache, error) {
  const cached = await cache.match(event.request);
  if (!cached) throw error;
  report(event, url, cached.headers.get(FETCHED_AT));
  return cached;
}

async function privateCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(PRIVATE_PREFIX));
}

/** Drops every account's private answers and the account cookie: nobody, as far as this browser knows. */
async function forgetAccount() {
  for (const name of await privateCaches()) await caches.delete(name);
  await self.cookieStore?.delete(ACCOUNT_COOKIE).catch(() => undefined);
}

/** The account a session answer names becomes this browser's: anyone else's answers go. */
async function rememberAccount(payload) {
  const cacheName = PRIVATE_PREFIX + payload.user.id;
  for (const name of await privateCaches()) if (name !== cacheName) await caches.delete(name);
  const { id, userId, expiresAt } = payload.session;
  const { name, email, phoneNumber, phoneNumberVerified } = payload.user;
  const record = {
    payload: { session: { id, userId, expiresAt }, user: { id: payload.user.id, name, email, phoneNumber, phoneNumberVerified } },
    fetchedAt: new Date().toISOString(),
  };
  await (await caches.open(cacheName)).put(ACCOUNT_RECORD, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  await self.cookieStore
    ?.set({ name: ACCOUNT_COOKIE, value: payload.user.id, expires: Date.parse(expiresAt), path: '/', sameSite: 'strict' })
    .catch(() => undefined);
}

/**
 * The account whose private answers this browser may show: the one the last session answer
 * named, while its session has not expired and its cookie is still here (browsers without the
 * Cookie Store API cannot tell cleared cookies; the expiry and the next session answer still
 * apply). Anything else drops every private answer.
 */
async function currentAccount() {
  const names = await privateCaches();
  if (names.length === 0) return null;
  const cacheName = names[0];
  const stored = await (await caches.open(cacheName)).match(ACCOUNT_RECORD);
  const record = stored ? await stored.json().catch(() => null) : null;
  const userId = record?.payload?.user?.id;
  const alive = names.length === 1 && userId && Date.parse(record.payload.session.expiresAt) > Date.now();
  const cookie = alive && self.cookieStore ? await self.cookieStore.get(ACCOUNT_COOKIE).catch(() => null) : undefined;
  if (!alive || (self.cookieStore && cookie?.value !== userId)) {
    await forgetAccount();
    return null;
  }
  return { cacheName, userId, payload: record.payload, fetchedAt: record.fetchedAt };
}

/** Whether the account is still this browser's (its cache was not dropped meanwhile). */
async function isCurrent(account) {
  const names = await privateCaches();
  return names.length === 1 && names[0] === account.cacheName;
}

/** Tells the page where an answer came from: the time the kept copy was fetched, null for the network. */
function report(event, url, cachedAt) {
  event.waitUntil(
    (async () => {
      const client = event.clientId ? await self.clients.get(event.clientId) : null;
      client?.postMessage({ type: 'api-answer', path: url.pathname + url.search, cachedAt });
    })(),
  );
}
