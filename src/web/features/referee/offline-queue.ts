import type { CorrectGameEventInput, DeleteGameEventInput, RecordGameEventInput } from '../../../shared/schemas/game-events';

/**
 * The referee page's writes, kept on the phone until the server has them (decision 037). Each
 * is queued when the referee taps, with a key chosen then (a new event's client_key), stored
 * in localStorage so a reload or a closed tab keeps it, and sent in order when the phone is
 * online. The server stores a client_key once and treats a second correction or deletion as
 * the same change, so sending again after a lost answer is safe: each arrives exactly once.
 */
export type QueuedWrite = {
  key: string;
  gameId: string;
  /** Who tapped: a write is sent only while its author is signed in (a shared phone sends no one's writes as another). */
  userId: string;
  queuedAt: string;
} & (
  | { kind: 'record'; body: RecordGameEventInput }
  | { kind: 'correct'; eventId: string; body: CorrectGameEventInput }
  | { kind: 'delete'; eventId: string; body: DeleteGameEventInput }
);

/** What sending one write came to: done (remove it), refused by the server (remove it, tell), or try later (keep it, stop). */
export type SendOutcome = { outcome: 'done' } | { outcome: 'refused'; message: string } | { outcome: 'later' };

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const QUEUE_STORAGE_KEY = 'referee-offline-queue';

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (typeof value !== 'object' || value === null) return false;
  const write = value as Partial<QueuedWrite>;
  return (
    (write.kind === 'record' || write.kind === 'correct' || write.kind === 'delete') &&
    typeof write.key === 'string' &&
    typeof write.gameId === 'string' &&
    typeof write.userId === 'string' &&
    typeof write.body === 'object' &&
    write.body !== null
  );
}

export interface WriteQueue {
  /** Every queued write, oldest first. */
  items(): readonly QueuedWrite[];
  /** The key of the write being sent right now (it cannot be cancelled meanwhile). */
  sendingKey(): string | null;
  subscribe(listener: () => void): () => void;
  add(write: QueuedWrite): void;
  /** Changes a write not sent yet (a pending goal corrected before it reached the server). */
  replace(write: QueuedWrite): void;
  /** Drops a write not being sent; false when it is on its way. */
  cancel(key: string): boolean;
  /** Reads the storage again (another tab of the phone changed it). */
  reload(): void;
  /**
   * Sends the author's writes in order, one at a time, until all are sent or one must wait. A
   * flush asked for while one runs makes that one go round again, so nothing queued meanwhile
   * waits.
   */
  flush(userId: string, send: (write: QueuedWrite) => Promise<SendOutcome>, onResult: (write: QueuedWrite, result: SendOutcome) => void): Promise<void>;
}

export function createWriteQueue(storage: () => QueueStorage | null): WriteQueue {
  const listeners = new Set<() => void>();
  let items: QueuedWrite[] = read();
  let sending: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function read(): QueuedWrite[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(QUEUE_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isQueuedWrite) : [];
    } catch {
      return [];
    }
  }

  function commit(next: QueuedWrite[]) {
    items = next;
    try {
      storage()?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the queue still works while the page is open.
    }
    for (const listener of listeners) listener();
  }

  function setSending(key: string | null) {
    sending = key;
    for (const listener of listeners) listener();
  }

  async function runOnce(userId: string, send: (write: QueuedWrite) => Promise<SendOutcome>, onResult: (write: QueuedWrite, result: SendOutcome) => void) {
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
    items: () => items,
    sendingKey: () => sending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(write) {
      commit([...items, write]);
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
