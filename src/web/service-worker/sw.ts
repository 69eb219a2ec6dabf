// The installable app's service worker (decision 073, replacing the hand-written one of
// decision 040), built by vite-plugin-pwa (injectManifest) as /sw.js with Workbox:
// - the files of the pages people move between on game day are precached (decision 058: home,
//   /schedule, /games/{id}, /rankings, /live, /player/my-schedule, the referee's dashboard and
//   /referee/{gameId}); vite.config.ts chooses them off the build's chunk graph;
// - page loads: the network, waited for a few seconds, then the precached page shell;
// - the answers those pages read: the network, waited for a few seconds, then the kept answer,
//   marked for the page with when it was fetched (answers.ts); public answers expire, private
//   ones belong to one account and go when it signs out or its session ends (account.ts);
// - push messages become notifications; a tap opens the page they are about (notifications.ts).
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { NotificationsChanged } from '../lib/worker-messages';
import { forgetAccount } from './account';
import { NETWORK_WAIT_SECONDS, privateAnswers, publicAnswers, sessionAnswer } from './answers';
import { dataOf, notificationFromPush, openPage, pushData } from './notifications';
import { changesSession, isPrivateAnswer, isPublicAnswer, SESSION_ANSWER } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_SECONDS = 86_400;
/** Public answers kept for offline reading, and for how long (then read again or not shown). */
const PUBLIC_CACHE = 'api-public';
const PUBLIC_MAX_AGE_SECONDS = 7 * DAY_SECONDS;
const PUBLIC_MAX_ENTRIES = 200;

/** Marks notification centre items read when their notification is tapped. */
const MARK_READ = '/api/notifications/read';

self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  // The hand-written worker's caches (decision 040): its shell and files by version, and the
  // one private cache every account shared before decision 055.
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (/^(shell|assets)-[0-9a-f]{12}$/.test(name) || name === 'api-private') await caches.delete(name);
    })(),
  );
});

// Writes pass untouched; a change of account drops the private answers at once.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' && url.origin === self.location.origin && changesSession(url.pathname)) event.waitUntil(forgetAccount());
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A page load: the network's, else (offline, or no answer within the wait) the precached shell. */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const shell = () => matchPrecache('/index.html');
      const network = fetch(request);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<Response | undefined>((resolve) => {
        timer = setTimeout(() => void shell().then(resolve), NETWORK_WAIT_SECONDS * 1000);
      });
      try {
        return (await Promise.race([network, waited])) ?? (await network);
      } catch (error) {
        const cached = await shell();
        if (cached) return cached;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

// Hashed files not precached (pages no offline journey needs): kept as fetched, the least used dropped first.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })] }),
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname === SESSION_ANSWER, sessionAnswer);

registerRoute(
  ({ url }) => sameOrigin(url) && isPublicAnswer(url.pathname),
  publicAnswers({
    cacheName: PUBLIC_CACHE,
    plugins: [new ExpirationPlugin({ maxAgeSeconds: PUBLIC_MAX_AGE_SECONDS, maxEntries: PUBLIC_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

registerRoute(({ url }) => sameOrigin(url) && isPrivateAnswer(url.pathname), privateAnswers());

/** Tells every open page of the app that the notification centre changed. */
async function tellPages(): Promise<void> {
  const message: NotificationsChanged = { type: 'notifications-changed' };
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(pushData(event.data));
  event.waitUntil(Promise.all([self.registration.showNotification(title, options), tellPages()]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, id } = dataOf(event.notification);
  event.waitUntil(
    Promise.all([
      openPage(self.clients, self.location.origin, url),
      id
        ? fetch(MARK_READ, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: [id] }) })
            .then(tellPages)
            .catch(() => undefined)
        : undefined,
    ]),
  );
});

// The page clears the private answers itself at a sign-out (lib/service-worker.ts); a worker
// that is asked does the same (a page of an older version, or one without CacheStorage access).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'signed-out') event.waitUntil(forgetAccount());
});
