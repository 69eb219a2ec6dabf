/**
 * Request coalescing for a public read that is the same for every caller (the home page's
 * data): callers that arrive while one read is running share its answer instead of queuing
 * their own copies of the same queries (PGlite has one connection; a match-day crowd asks for
 * the same page at once). Nothing is kept afterwards: a caller that arrives once the read has
 * finished starts a new one, so an answer is never older than one read's run time.
 */
export function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}
