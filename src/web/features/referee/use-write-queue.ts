import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { GAME_EVENT_LABELS, type GameEventType } from '../../../shared/games';
import { toast } from '../../lib/toast';
import { sendQueuedWrite, storeAnsweredGame } from './api';
import { createWriteQueue, QUEUE_STORAGE_KEY, type QueuedWrite } from './offline-queue';

/** The phone's one queue (all games), kept in localStorage. */
export const refereeQueue = createWriteQueue(() => (typeof window === 'undefined' ? null : window.localStorage));

/** How often a write that could not be sent (a poor connection, a server hiccup) is tried again. */
const RETRY_EVERY_MS = 15_000;

export function useQueuedWrites(): readonly QueuedWrite[] {
  return useSyncExternalStore(refereeQueue.subscribe, refereeQueue.items);
}

export function useSendingKey(): string | null {
  return useSyncExternalStore(refereeQueue.subscribe, refereeQueue.sendingKey);
}

function refusedTitle(write: QueuedWrite): string {
  if (write.kind === 'delete') return 'Not deleted';
  if (write.kind === 'correct') return 'Not corrected';
  return `${GAME_EVENT_LABELS[write.body.type as GameEventType] ?? 'Event'} not recorded`;
}

/**
 * Sends the signed-in user's queued writes while the referee page is open: at once, whenever
 * the phone comes back online (spec §4's network status, the signal TanStack Query follows
 * too), and every few seconds while something waits. Returns `queueWrite`, which keeps a
 * write and sends it.
 */
export function useWriteQueue(userId: string): { queueWrite: (write: QueuedWrite) => void } {
  const queryClient = useQueryClient();

  const flush = useCallback(() => {
    if (!onlineManager.isOnline() || !refereeQueue.items().some((write) => write.userId === userId)) return;
    void refereeQueue.flush(
      userId,
      (write) => sendQueuedWrite(write, (game) => storeAnsweredGame(queryClient, game)),
      (write, result) => {
        if (result.outcome === 'refused') toast.error(result.message, { title: refusedTitle(write) });
      },
    );
  }, [queryClient, userId]);

  useEffect(() => {
    flush();
    const stopWatching = onlineManager.subscribe((online) => {
      if (online) flush();
    });
    const timer = window.setInterval(flush, RETRY_EVERY_MS);
    // Another tab of the phone changed the queue.
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUEUE_STORAGE_KEY) refereeQueue.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopWatching();
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush]);

  const queueWrite = useCallback(
    (write: QueuedWrite) => {
      refereeQueue.add(write);
      flush();
    },
    [flush],
  );
  return { queueWrite };
}
