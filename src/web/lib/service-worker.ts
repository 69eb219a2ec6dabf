import { useSyncExternalStore } from 'react';
import { logError } from './logger';
import { preloadWhenIdle } from './preload';

/**
 * The installable app's service worker (decision 040; its source is src/web/service-worker/).
 * Registered in built apps only (the dev server has no /sw.js). The worker reports, for each answer it handles,
 * whether it came from the network or from its cache (and fetched when): `useCachedAnswerTime`
 * reads that for the page's own request.
 */

interface AnswerReport {
  type: 'api-answer';
  path: string;
  /** ISO time the cached answer was fetched; null when the network answered. */
  cachedAt: string | null;
}

const cachedAt = new Map<string, string | null>();
const listeners = new Set<() => void>();

function isAnswerReport(data: unknown): data is AnswerReport {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'api-answer' && typeof (data as { path?: unknown }).path === 'string'
  );
}

function recordAnswer(report: { path: string; cachedAt: string | null }): void {
  cachedAt.set(report.path, report.cachedAt);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * When the last answer to `path` (as the API client asked it: `apiPath(...)`) came from the
 * service worker's cache, the time it was fetched; null when it came from the network or no
 * worker handled it.
 */
export function useCachedAnswerTime(path: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => cachedAt.get(path) ?? null,
    () => null,
  );
}

/**
 * `onControl`: the worker has just taken this page over (its first install, or a new version).
 * What the page read before went past it, unkept: on a first visit, the session (the worker
 * learns the account from it), the roles, the referee's games. The caller asks again, through
 * the worker now, so that a reload offline finds them (decision 058).
 */
export function registerServiceWorker({ onControl }: { onControl?: () => void } = {}): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isAnswerReport(event.data)) recordAnswer(event.data);
  });
  if (onControl) navigator.serviceWorker.addEventListener('controllerchange', onControl);
  // Once the page has loaded and is idle: installing fetches the offline pages' files, which
  // must not compete with what the visitor came for.
  const register = () =>
    preloadWhenIdle(() => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => logError('service worker registration failed', error)));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
