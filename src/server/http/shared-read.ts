import { setImmediate as afterPendingRequests } from 'node:timers/promises';

/**
 * Request coalescing for a public read that is the same for every caller (the home page's
 * data): callers that arrive while one read is pending share its answer instead of queuing
 * their own copies of the same queries (PGlite has one connection; a match-day crowd asks for
 * the same page at once). Nothing is kept afterwards: a caller that arrives once the read has
 * finished starts a new one, so an answer is never older than one read's run time.
 *
 * The read starts on the event loop's next turn, not at once: PGlite runs a query on this
 * thread and resolves it without giving the loop back, so a read started at once finished
 * before the requests that arrived with it were even parsed, and nothing was shared (the
 * bench measured about one read per request).
 */
export function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= afterPendingRequests()
      .then(read)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/**
 * sharedWhileRunning for a read that depends on its arguments (one season's and division's
 * rankings): callers with the same key share the pending read, callers with another key have
 * their own. Keys are forgotten when their read ends, so the map holds only reads in flight.
 */
export function sharedWhileRunningPerKey<A, T>(keyOf: (arg: A) => string, read: (arg: A) => Promise<T>): (arg: A) => Promise<T> {
  const running = new Map<string, () => Promise<T>>();
  return (arg) => {
    const key = keyOf(arg);
    let shared = running.get(key);
    if (!shared) {
      shared = sharedWhileRunning(() => read(arg).finally(() => running.delete(key)));
      running.set(key, shared);
    }
    return shared();
  };
}
