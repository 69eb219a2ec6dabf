/**
 * After a deploy, an open tab may ask for page chunks that no longer exist. The spec's answer
 * is an automatic reload, which fetches the new index.html and its new chunk names. A
 * sessionStorage timestamp stops a loop when the chunk is missing for another reason.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** No second automatic reload within this window; then the error fallback shows instead. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
  /is not a valid javascript mime type/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** False while the device has no connection (navigator.onLine). */
  online?: () => boolean;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), now: () => Date.now(), online: () => navigator.onLine };
}

/** Reloads the page unless it already did so moments ago. Returns whether it reloads. */
export function reloadForChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  // Offline, a chunk fails because of the connection, not a deploy: a reload would swap the page
  // the player is reading for the browser's offline page.
  if (env.online && !env.online()) return false;
  let last: number | null = null;
  try {
    const stored = env.storage.getItem(CHUNK_RELOAD_KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    // storage unavailable (private mode): reloading without a guard could loop, so don't
    return false;
  }
  if (!shouldReloadForChunkError(last, env.now())) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk's dependencies with this event. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
