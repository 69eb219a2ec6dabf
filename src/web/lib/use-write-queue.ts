import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { api } from './api';
import { type QueuedWrite, type SendOutcome, sendAsAuthor, type WriteQueue } from './offline-queue';

/** How often a write that could not be sent (a poor connection, a server hiccup) is tried again. */
const RETRY_EVERY_MS = 15_000;

/** Who the browser's session cookie belongs to now, asked of the server (through the worker offline). */
async function signedInUserId(): Promise<string | null> {
  return (await api('GET /api/auth/get-session'))?.user.id ?? null;
}

export function useQueuedWrites<W extends QueuedWrite>(queue: WriteQueue<W>): readonly W[] {
  return useSyncExternalStore(queue.subscribe, queue.items);
}

export function useSendingKey<W extends QueuedWrite>(queue: WriteQueue<W>): string | null {
  return useSyncExternalStore(queue.subscribe, queue.sendingKey);
}

export interface WriteSender<W extends QueuedWrite> {
  /** The signed-in user: only their writes are sent. */
  userId: string;
  send: (write: W) => Promise<SendOutcome>;
  /** A write sent or refused (a refusal is the place to tell the user why). */
  onResult: (write: W, result: SendOutcome) => void;
}

/**
 * Sends the signed-in user's queued writes while a page that makes them is open: at once when
 * one is added, whenever the phone comes back online, every few seconds while something waits,
 * and when another tab of the phone changed the queue. Mount it once per page; writes are added
 * with `queue.add`. Nothing is sent while TanStack's onlineManager (spec §4's network status)
 * says offline.
 */
export function useWriteQueue<W extends QueuedWrite>(queue: WriteQueue<W>, { userId, send, onResult }: WriteSender<W>): void {
  // The latest callbacks, without restarting the timers on each render.
  const sender = useRef({ send, onResult });
  sender.current = { send, onResult };

  const flush = useCallback(() => {
    if (!onlineManager.isOnline() || !queue.items().some((write) => write.userId === userId)) return;
    void queue.flush(
      userId,
      sendAsAuthor((write) => sender.current.send(write), signedInUserId),
      (write, result) => sender.current.onResult(write, result),
    );
  }, [queue, userId]);

  useEffect(() => {
    flush();
    // The browser's own event, not onlineManager's change: the connection's return is what
    // matters here, whatever onlineManager believed before it.
    window.addEventListener('online', flush);
    const stopAdded = queue.onAdded(flush);
    const timer = window.setInterval(flush, RETRY_EVERY_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== queue.storageKey) return;
      queue.reload();
      flush();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', flush);
      stopAdded();
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, queue]);
}
