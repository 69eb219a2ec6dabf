import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGES, watchNetworkStatus } from './network-status';

afterEach(() => onlineManager.setOnline(true));

describe('watchNetworkStatus', () => {
  it('toasts each change with the spec texts', () => {
    const notify = vi.fn();
    const stop = watchNetworkStatus(new QueryClient(), notify);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    stop();
    expect(notify.mock.calls).toEqual([
      [{ online: false, message: 'You are now offline. Some features may be limited.' }],
      [{ online: true, message: 'Connection restored!' }],
    ]);
    expect(NETWORK_MESSAGES.online).toBe('Connection restored!');
  });

  it('going online resumes paused mutations and refetches queries', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stop = watchNetworkStatus(client, () => undefined);
    const queryFn = vi.fn().mockResolvedValue('fresh');
    await client.fetchQuery({ queryKey: ['data'], queryFn });

    onlineManager.setOnline(false);
    const mutationFn = vi.fn().mockResolvedValue('saved');
    const saving = client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    await Promise.resolve();
    expect(mutationFn).not.toHaveBeenCalled(); // paused while offline

    onlineManager.setOnline(true);
    await expect(saving).resolves.toBe('saved');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    // Invalidated: marked stale, so the next reader fetches again even with staleTime Infinity.
    expect(client.getQueryState(['data'])?.isInvalidated).toBe(true);
    stop();
  });
});
