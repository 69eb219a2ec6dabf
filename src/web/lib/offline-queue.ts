import { isApiError } from './api-client';

/**
 * Writes made on a phone that may be offline (the referee's entries, RSVP; decision 037), kept
 * on the phone until the server has them. Each is queued when the user taps, with a key chosen
 * then, stored in localStorage so a reload or a closed tab keeps it, and sent in order when the
 * phone is online. The server must treat a write sent twice as one (a client key, an upsert):
 * sending again after a lost answer is then safe, and each arrives exactly once.
 */
export interface QueuedWrite {
  key: string;
  /** Who tapped: a write is sent only while its author is signed in (a shared phone sends no one's writes as another). */
  userId: string;
  queuedAt: string;
}

/** What sending one write came to: done (remove it), refused by the server (remove it, tell), or try later (keep it, stop). */
export type SendOutcome = { outcome: 'done' } | { outcome: 'refused'; message: string } | { outcome: 'later' };

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface WriteQueue<W extends QueuedWrite> {
  /** Where the queue is kept: another tab's change to it comes as a storage event with this key. */
  readonly storageKey: string;
  /** Every queued write, oldest first. */
  items(): readonly W[];
  /** The key of the write being sent right now (it cannot be cancelled meanwhile). */
  sendingKey(): string | null;
  subscribe(listener: () => void): () => void;
  /** Called after each write added, so a page's sender sends it at once (useWriteQueue). */
  onAdded(listener: () => void): () => void;
  add(write: W): void;
  /** Changes a write not sent yet (a pending goal corrected before it reached the server). */
  replace(write: W): void;
  /** Drops a write not being sent; false when it is on its way. */
  cancel(key: string): boolean;
  /** Reads the storage again (another tab of the phone changed it). */
  reload(): void;
  /**
   * Sends the author's writes in order, one at a time, until all are sent or one must wait. A
   * flush asked for while one runs makes that one go round again, so nothing queued meanwhile
   * waits.
   */
  flush(userId: string, send: (write: W) => Promise<SendOutcome>, onResult: (write: W, result: SendOutcome) => void): Promise<void>;
}

export interface WriteQueueOptions<W extends QueuedWrite> {
  /** The localStorage key: one per kind of write, never changed (a phone's queued writes must survive an update). */
  storageKey: string;
  /** Whether what the storage holds is this queue's write (key and author are checked already). */
  isWrite: (value: Partial<W>) => boolean;
  storage: () => QueueStorage | null;
}

function hasKeyAndAuthor(value: unknown): value is Partial<QueuedWrite> & { key: string; userId: string } {
  if (typeof value !== 'object' || value === null) return false;
  const write = value as Partial<QueuedWrite>;
  return typeof write.key === 'string' && typeof write.userId === 'string';
}

export function createWriteQueue<W extends QueuedWrite>({ storageKey, isWrite, storage }: WriteQueueOptions<W>): WriteQueue<W> {
  const listeners = new Set<() => void>();
  const addedListeners = new Set<() => void>();
  let items: W[] = read();
  let sending: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function read(): W[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((value): value is W => hasKeyAndAuthor(value) && isWrite(value as Partial<W>)) : [];
    } catch {
      return [];
    }
  }

  function commit(next: W[]) {
    items = next;
    try {
      storage()?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the queue still works while the page is open.
    }
    for (const listener of listeners) listener();
  }

  function setSending(key: string | null) {
    sending = key;
    for (const listener of listeners) listener();
  }

  async function runOnce(userId: string, send: (write: W) => Promise<SendOutcome>, onResult: (write: W, result: SendOutcome) => void) {
    for (;;) {
      const next = items.find((item) => item.userId === userId);
      if (!next) return;
      setSending(next.key);
      let result: SendOutcome;
      try {
        result = await send(next);
      } finally {
        setSending(null);
      }
      if (result.outcome === 'later') return;
      commit(items.filter((item) => item.key !== next.key));
      onResult(next, result);
    }
  }

  return {
    storageKey,
    items: () => items,
    sendingKey: () => sending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onAdded(listener) {
      addedListeners.add(listener);
      return () => addedListeners.delete(listener);
    },
    add(write) {
      commit([...items, write]);
      for (const listener of addedListeners) listener();
    },
    replace(write) {
      if (write.key === sending) return;
      commit(items.map((item) => (item.key === write.key ? write : item)));
    },
    cancel(key) {
      if (key === sending) return false;
      commit(items.filter((item) => item.key !== key));
      return true;
    },
    reload() {
      commit(read());
    },
    flush(userId, send, onResult) {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await runOnce(userId, send, onResult);
          } while (again && items.some((item) => item.userId === userId));
        } finally {
          running = null;
        }
      })();
      return running;
    },
  };
}

/**
 * Sends one write through `request`. No answer (offline, a timeout), a server failure, an
 * expired session (kept until they sign in again) or a rate limit: try later with the same key.
 * A refusal (403, 404, 409, 422) will not change by sending again: dropped, the user told why.
 */
export async function attemptWrite(request: () => Promise<unknown>): Promise<SendOutcome> {
  try {
    await request();
    return { outcome: 'done' };
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) return { outcome: 'later' };
    return { outcome: 'refused', message: error.message };
  }
}

/**
 * A write goes only under its author's session: who is signed in is asked just before it is
 * sent, because the page's idea of it can be stale (the session ended elsewhere, someone else
 * signed in from another tab) and the browser sends whatever session cookie it now holds.
 * Anyone else, nobody, or no answer: the write stays for its author (decision 055).
 */
export function sendAsAuthor<W extends QueuedWrite>(
  send: (write: W) => Promise<SendOutcome>,
  signedInUserId: () => Promise<string | null>,
): (write: W) => Promise<SendOutcome> {
  return async (write) => {
    let signedIn: string | null;
    try {
      signedIn = await signedInUserId();
    } catch {
      return { outcome: 'later' };
    }
    return signedIn === write.userId ? send(write) : { outcome: 'later' };
  };
}

/**
 * A new write's key: a random UUID. crypto.randomUUID exists only on secure pages (https,
 * localhost); a phone on the club's Wi-Fi at http://192.168… still gets 122 random bits.
 */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's localStorage, or none (a server render, a test). */
export const browserStorage = (): QueueStorage | null => (typeof window === 'undefined' ? null : window.localStorage);
