import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { forgetPrivateData, onAccountChange } from './private-data';
import { createAuthStore } from './store';
import type { SessionPayload } from './types';

const session = (id: string): SessionPayload => ({
  session: { id: `s-${id}`, userId: id, expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id, name: `Player ${id}`, email: `${id}@example.com`, phoneNumber: null, phoneNumberVerified: null },
});

/** A store whose session check answers what the test sets, as the browser's one does. */
function setup() {
  let current: SessionPayload | null = session('a');
  const store = createAuthStore({
    fetchSession: async () => current,
    fetchRole: async () => 'player',
    linkPhone: async () => undefined,
    logError: () => undefined,
    defer: (task) => task(),
  });
  const queryClient = new QueryClient();
  const clearDrafts = vi.fn();
  const forget = vi.fn(() => forgetPrivateData(queryClient, clearDrafts));
  onAccountChange(store, forget);
  const setSession = (next: SessionPayload | null) => {
    current = next;
  };
  return { store, queryClient, forget, setSession, clearDrafts };
}

const cachedKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

describe('private data follows the account in the browser (decision 055)', () => {
  it("drops the player's and the referee's queries when another person signs in without a sign-out", async () => {
    const { store, queryClient, forget, setSession, clearDrafts } = setup();
    await store.refresh();
    expect(forget).not.toHaveBeenCalled(); // the first account of the page: nothing to drop
    queryClient.setQueryData(['me', 'my-schedule'], { player_id: 'player-a' });
    queryClient.setQueryData(['referee', 'games'], [{ id: 'game-1' }]);
    queryClient.setQueryData(['schedule'], { games: [] });

    setSession(session('b'));
    await store.refresh();
    expect(forget).toHaveBeenCalledOnce();
    expect(cachedKeys(queryClient)).toEqual(['schedule']);
    expect(clearDrafts).toHaveBeenCalledOnce(); // half-filled forms too
  });

  it('drops them when the session turns out to be gone (ended elsewhere, cookies cleared)', async () => {
    const { store, queryClient, forget, setSession } = setup();
    await store.refresh();
    queryClient.setQueryData(['me', 'next-game'], { game: null });
    setSession(null);
    await store.refresh();
    expect(forget).toHaveBeenCalledOnce();
    expect(cachedKeys(queryClient)).toEqual([]);
  });

  it('keeps them while the same account is checked again', async () => {
    const { store, queryClient, forget } = setup();
    await store.refresh();
    queryClient.setQueryData(['me', 'my-schedule'], { player_id: 'player-a' });
    await store.refresh({ background: true });
    await store.refresh();
    expect(forget).not.toHaveBeenCalled();
    expect(cachedKeys(queryClient)).toEqual(['me']);
  });
});
