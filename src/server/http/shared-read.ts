import { setImmediate as afterPendingRequests } from 'node:timers/promises';
import { createHash } from 'node:crypto';

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

/** An answer kept ready: its JSON text, its ETag and the Cache-Control its route set. */
export interface SharedAnswer {
  body: string;
  etag: string;
  cacheControl: string | undefined;
}

export interface SharedAnswers {
  /** The answer under this key: the one kept, while no write came since it was read, or a fresh read (shared by the callers that ask meanwhile). */
  get(key: string, read: () => Promise<Omit<SharedAnswer, 'etag'>>): Promise<SharedAnswer>;
}

export interface SharedAnswersOptions {
  /** The data's version (db/write-watch.ts): grows after every committed write. */
  version: () => number;
  now?: () => number;
  /** A bound for what the clock changes without a write (a game kicking off leaves "upcoming"), and for a missed word from another process. */
  maxAgeMs?: number;
  /** Keys kept at most (a search per visitor must not grow the map without end); the oldest go first. */
  maxEntries?: number;
}

export const SHARED_ANSWER_MAX_AGE_MS = 10_000;

/**
 * Public answers that are the same for everyone, kept ready until the data changes (decision
 * 087). An answer is kept with the data version read before its read started, and served only
 * while the version is still that one: a write committed at any time during or after the read
 * makes it old. Callers share a pending read only when they came at the same version, so a
 * caller that comes after a write never gets an answer read before it.
 */
export function createSharedAnswers({ version, now = Date.now, maxAgeMs = SHARED_ANSWER_MAX_AGE_MS, maxEntries = 500 }: SharedAnswersOptions): SharedAnswers {
  const kept = new Map<string, { answer: SharedAnswer; expiresAt: number }>();
  let keptVersion = version();
  interface Call {
    key: string;
    atVersion: number;
    read: () => Promise<Omit<SharedAnswer, 'etag'>>;
  }
  const readShared = sharedWhileRunningPerKey(
    (call: Call) => `${call.atVersion} ${call.key}`,
    async (call: Call) => {
      const readAt = version();
      const startedAt = now();
      const made = await call.read();
      const answer = { ...made, etag: `"${createHash('sha1').update(made.body).digest('base64url')}"` };
      if (version() === readAt) {
        forgetIfOld();
        kept.delete(call.key);
        kept.set(call.key, { answer, expiresAt: startedAt + maxAgeMs });
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      }
      return answer;
    },
  );
  /** A write makes every kept answer old: drop them all at once (and their memory). */
  function forgetIfOld() {
    const current = version();
    if (current !== keptVersion) {
      kept.clear();
      keptVersion = current;
    }
  }
  return {
    get(key, read) {
      forgetIfOld();
      const hit = kept.get(key);
      if (hit && now() < hit.expiresAt) return Promise.resolve(hit.answer);
      return readShared({ key, atVersion: keptVersion, read });
    },
  };
}

/** Whether an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
