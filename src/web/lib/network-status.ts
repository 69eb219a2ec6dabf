import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const NETWORK_MESSAGES = {
  online: 'Connection restored!',
  offline: 'You are now offline. Some features may be limited.',
} as const;

/**
 * Spec §4: a toast on each change; going online resumes paused mutations and refetches
 * queries. TanStack's onlineManager follows the browser's online/offline events and is the
 * same signal the retry rules read, so the toast and the retry logic never disagree.
 */
export function watchNetworkStatus(queryClient: QueryClient, notify: (change: { online: boolean; message: string }) => void): () => void {
  return onlineManager.subscribe((online) => {
    notify({ online, message: online ? NETWORK_MESSAGES.online : NETWORK_MESSAGES.offline });
    if (!online) return;
    void queryClient.resumePausedMutations();
    // Every query, stale or not: data may have changed while we could not hear about it.
    // cancelRefetch false joins fetches TanStack already started on reconnect.
    void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
  });
}

/**
 * A page opened offline (its shell from the service worker) starts offline: TanStack assumes
 * online until the browser's next online/offline event, and would wait on the network, retry
 * and spin instead of reading what the worker kept (decision 058). Called before the first render.
 */
export function startFromBrowserNetworkStatus(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}

/** Spec §4's network status for a page, the same signal as the toasts and the retry rules. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}
