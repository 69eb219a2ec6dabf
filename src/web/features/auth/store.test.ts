import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createAuthStore, type AuthStoreDeps } from './store';
import type { SessionPayload } from './types';

const session = (id = 'u1', email = 'pat@example.com'): SessionPayload => ({
  session: { id: `s-${id}`, userId: id, expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id, name: 'Pat Doe', email, phoneNumber: null, phoneNumberVerified: null },
});

/** Promises the test resolves by hand, to see the state between the steps. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<AuthStoreDeps> = {}) {
  const deferredTasks: (() => void)[] = [];
  const deps: AuthStoreDeps = {
    fetchSession: vi.fn(async () => session()),
    fetchRole: vi.fn(async () => 'captain'),
    linkPhone: vi.fn(async () => ({ linked: true })),
    logError: vi.fn(),
    defer: (task) => void deferredTasks.push(task),
    ...overrides,
  };
  const store = createAuthStore(deps);
  const runDeferred = () => {
    for (const task of deferredTasks.splice(0)) task();
  };
  return { store, deps, runDeferred };
}

describe('auth store (spec §4)', () => {
  it('starts loading, with no user and the empty role', () => {
    const { store } = setup();
    expect(store.getState()).toEqual({ session: null, user: null, role: '', loading: true });
  });

  it('stays loading until both the session check and the role fetch finish', async () => {
    const roles = deferred<string>();
    const { store, deps, runDeferred } = setup({ fetchRole: vi.fn(() => roles.promise) });
    const done = store.refresh();
    await vi.waitFor(() => expect(store.getState().user?.id).toBe('u1'));
    expect(store.getState().loading).toBe(true);
    // The role fetch is deferred (setTimeout 0 in the browser), not started inline.
    expect(deps.fetchRole).not.toHaveBeenCalled();
    runDeferred();
    expect(deps.fetchRole).toHaveBeenCalledTimes(1);
    expect(store.getState().loading).toBe(true);
    roles.resolve('captain');
    await done;
    expect(store.getState()).toMatchObject({ role: 'captain', loading: false });
  });

  it('signed out: no user, empty role, not loading, and no role fetch', async () => {
    const { store, deps } = setup({ fetchSession: vi.fn(async () => null) });
    await store.refresh();
    expect(store.getState()).toEqual({ session: null, user: null, role: '', loading: false });
    expect(deps.fetchRole).not.toHaveBeenCalled();
  });

  it('a failed role fetch is logged and leaves the empty role', async () => {
    const { store, deps, runDeferred } = setup({ fetchRole: vi.fn(async () => Promise.reject(new Error('boom'))) });
    const done = store.refresh();
    await vi.waitFor(() => expect(store.getState().user).not.toBeNull());
    runDeferred();
    await done;
    expect(store.getState()).toMatchObject({ role: '', loading: false });
    expect(store.getState().user?.id).toBe('u1');
    expect(deps.logError).toHaveBeenCalledWith('role fetch failed', expect.any(Error));
  });

  it('a failed session check is logged and clears user, session and role', async () => {
    const fetchSession = vi.fn<AuthStoreDeps['fetchSession']>(async () => session());
    const { store, deps, runDeferred } = setup({ fetchSession });
    const first = store.refresh();
    await vi.waitFor(() => expect(store.getState().user).not.toBeNull());
    runDeferred();
    await first;
    expect(store.getState().role).toBe('captain');

    fetchSession.mockRejectedValueOnce(new Error('offline'));
    await store.refresh();
    expect(store.getState()).toEqual({ session: null, user: null, role: '', loading: false });
    expect(deps.logError).toHaveBeenCalledWith('session check failed', expect.any(Error));
  });

  // Issue 20, item 2: reloading the referee's page offline sent them to Sign in.
  it('no answer at all (offline) keeps the signed-in person and their role (decision 058)', async () => {
    const fetchSession = vi.fn<AuthStoreDeps['fetchSession']>(async () => session());
    const fetchRole = vi.fn<AuthStoreDeps['fetchRole']>(async () => 'referee');
    const { store, runDeferred } = setup({ fetchSession, fetchRole });
    const first = store.refresh();
    await vi.waitFor(() => expect(store.getState().user).not.toBeNull());
    runDeferred();
    await first;

    const noAnswer = new ApiError({ status: 0, code: 'NETWORK', message: 'Network error: the server could not be reached.' });
    fetchSession.mockRejectedValueOnce(noAnswer);
    await store.refresh();
    expect(store.getState()).toMatchObject({ user: { id: 'u1' }, role: 'referee', loading: false });

    // The session answered (the worker's record), the role did not: the role known stays.
    fetchRole.mockRejectedValueOnce(noAnswer);
    const third = store.refresh({ background: true });
    await vi.waitFor(() => expect(fetchSession).toHaveBeenCalledTimes(3));
    runDeferred();
    await third;
    expect(store.getState()).toMatchObject({ user: { id: 'u1' }, role: 'referee', loading: false });
  });

  it('no answer for someone not signed in leaves them signed out', async () => {
    const { store } = setup({
      fetchSession: vi.fn(async () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK', message: 'Network error: the server could not be reached.' }))),
    });
    await store.refresh();
    expect(store.getState()).toEqual({ session: null, user: null, role: '', loading: false });
  });

  it('a sign-out during a slow session check wins', async () => {
    const slow = deferred<SessionPayload | null>();
    const { store } = setup({ fetchSession: vi.fn(() => slow.promise) });
    const pending = store.refresh();
    store.signedOut();
    slow.resolve(session());
    await pending;
    expect(store.getState()).toEqual({ session: null, user: null, role: '', loading: false });
  });

  it('a background refresh for the same user keeps loading false and the role', async () => {
    const fetchSession = vi.fn<AuthStoreDeps['fetchSession']>(async () => session());
    const { store, runDeferred } = setup({ fetchSession });
    const first = store.refresh();
    await vi.waitFor(() => expect(store.getState().user).not.toBeNull());
    runDeferred();
    await first;

    const states: boolean[] = [];
    store.subscribe(() => states.push(store.getState().loading));
    fetchSession.mockResolvedValueOnce({ ...session(), user: { ...session().user, name: 'Pat Renamed' } });
    const second = store.refresh({ background: true });
    await vi.waitFor(() => expect(store.getState().user?.name).toBe('Pat Renamed'));
    expect(store.getState().role).toBe('captain');
    runDeferred();
    await second;
    expect(states.every((loading) => !loading)).toBe(true);
  });

  it('a different user never inherits the previous role while theirs loads', async () => {
    const fetchSession = vi.fn<AuthStoreDeps['fetchSession']>(async () => session('u1'));
    const fetchRole = vi.fn<AuthStoreDeps['fetchRole']>(async () => 'admin');
    const { store, runDeferred } = setup({ fetchSession, fetchRole });
    const first = store.refresh();
    await vi.waitFor(() => expect(store.getState().user).not.toBeNull());
    runDeferred();
    await first;
    expect(store.getState().role).toBe('admin');

    fetchSession.mockResolvedValueOnce(session('u2'));
    fetchRole.mockResolvedValueOnce('player');
    const second = store.refresh({ background: true });
    await vi.waitFor(() => expect(store.getState().user?.id).toBe('u2'));
    expect(store.getState()).toMatchObject({ role: '', loading: true });
    runDeferred();
    await second;
    expect(store.getState()).toMatchObject({ role: 'player', loading: false });
  });
});

describe('phone sign-in (spec §4, §8)', () => {
  async function signInWithPhone(overrides: Partial<AuthStoreDeps>) {
    const harness = setup(overrides);
    const done = harness.store.signedInWithPhone('+15551234567');
    await vi.waitFor(() => expect(harness.store.getState().user).not.toBeNull());
    harness.runDeferred();
    await done;
    return harness;
  }

  it('links phone authentication when the account has no e-mail', async () => {
    const { deps } = await signInWithPhone({ fetchSession: vi.fn(async () => session('u3', '15551234567@phone.invalid')) });
    expect(deps.linkPhone).toHaveBeenCalledWith('+15551234567');
  });

  it('does not link when the account has a real e-mail', async () => {
    const { deps } = await signInWithPhone({});
    expect(deps.linkPhone).not.toHaveBeenCalled();
  });

  it('only logs a failed link; the user stays signed in', async () => {
    const { store, deps } = await signInWithPhone({
      fetchSession: vi.fn(async () => session('u3', '15551234567@phone.invalid')),
      linkPhone: vi.fn(async () => Promise.reject(new Error('nope'))),
    });
    expect(deps.logError).toHaveBeenCalledWith('phone link failed', expect.any(Error));
    expect(store.getState()).toMatchObject({ role: 'captain', loading: false });
  });
});
