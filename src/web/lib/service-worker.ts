import { useSyncExternalStore } from 'react';
import { logError } from './logger';
import { preloadWhenIdle } from './preload';
import { isWorkerMessage, type WorkerMessage } from './worker-messages';

/**
 * The installable app's service worker (decision 073; its source is src/web/service-worker/).
 * Registered in built apps only (the dev server has no /sw.js), with workbox-window loaded once
 * the page is idle (never part of the first load). The worker reports, for each answer it
 * handles, whether it came from the network or from its cache (fetched when, and why):
 * `useKeptAnswer` reads that for the page's own request.
 */

/** An answer the worker served from its cache: when it was fetched, and why it was used. */
export interface KeptAnswer {
  fetchedAt: string;
  reason: 'offline' | 'slow';
}

const kept = new Map<string, KeptAnswer | null>();
const listeners = new Set<() => void>();
const messageListeners = new Set<(message: WorkerMessage) => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Handles one message of the worker (exported for the component tests, which have no worker). */
export function receiveWorkerMessage(data: unknown): void {
  if (!isWorkerMessage(data)) return;
  if (data.type === 'api-answer') {
    kept.set(data.path, data.cachedAt ? { fetchedAt: data.cachedAt, reason: data.reason === 'slow' ? 'slow' : 'offline' } : null);
    for (const listener of listeners) listener();
  }
  for (const listener of messageListeners) listener(data);
}

/** Calls `listener` with each message of the worker; returns the unsubscribe. */
export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/**
 * When the last answer to `path` (as the API client asked it: `apiPath(...)`) came from the
 * service worker's cache, when it was fetched and why; null when it came from the network or
 * no worker handled it.
 */
export function useKeptAnswer(path: string): KeptAnswer | null {
  return useSyncExternalStore(
    subscribe,
    () => kept.get(path) ?? null,
    () => null,
  );
}

/**
 * Nothing private stays readable after a sign-out (decision 073): the worker drops the
 * account's kept answers and the cookie naming it when told, as when it sees the sign-out
 * request pass (decision 055).
 */
export function forgetKeptAnswers(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' });
}

export interface RegistrationHooks {
  /**
   * The worker has just taken this page over (its first install, or a new version). What the
   * page read before went past it, unkept: on a first visit, the session (the worker learns the
   * account from it), the roles, the referee's games. The caller asks again, through the worker
   * now, so that a reload offline finds them (decision 058).
   */
  onControl?: () => void;
  /**
   * The network answered after the wait and the page showed the kept answer: the caller reads
   * again (the worker has kept the fresh answer by then).
   */
  onLateAnswer?: () => void;
}

/**
 * Listens to the worker at once (its reports come with the page's first answers); registers it
 * once the page has loaded and is idle, with workbox-window, in a chunk of its own
 * (service-worker-registration.ts): installing fetches the offline pages' files, which must not
 * compete with what the visitor came for, and none of it is part of the first load.
 */
export function registerServiceWorker(hooks: RegistrationHooks = {}): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => receiveWorkerMessage(event.data));
  if (!import.meta.env.PROD) return;
  // The chunk first, then the registration apart: an error of the registration itself (a
  // browser refusing workers) must not pass for a chunk that failed to load, which reloads
  // the page (lib/chunk-reload.ts).
  const register = () =>
    preloadWhenIdle(async () => {
      const registration = await import('./service-worker-registration');
      await registration.register(hooks).catch((error: unknown) => logError('service worker registration failed', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
