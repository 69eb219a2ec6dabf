import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  classifyMutationError,
  createQueryClient,
  MUTATION_ERROR_MESSAGES,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  retryDelay,
  SESSION_EXPIRED_REDIRECT_MS,
  shouldRetry,
} from './query-client';

const serverError = () => new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' });
const networkError = () => new ApiError({ status: 0, code: 'NETWORK', message: 'Network error' });
const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such thing.' });

describe('retry decisions (spec §9)', () => {
  it('retries 5xx and network failures up to the limit', () => {
    expect(shouldRetry(0, serverError(), 3, true)).toBe(true);
    expect(shouldRetry(2, networkError(), 3, true)).toBe(true);
    expect(shouldRetry(3, serverError(), 3, true)).toBe(false);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError({ status, code: 'VALIDATION', message: 'no' }), 3, true)).toBe(false);
    }
  });

  it('never retries while offline', () => {
    expect(shouldRetry(0, networkError(), 3, false)).toBe(false);
  });

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('mutation error toasts (spec §8)', () => {
  it('maps 401 and "unauthorized" to session expired', () => {
    expect(classifyMutationError(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in first.' }), true)).toBe('sessionExpired');
    expect(classifyMutationError(new Error('Request failed: Unauthorized'), true)).toBe('sessionExpired');
    expect(classifyMutationError(new Error('HTTP 401'), true)).toBe('sessionExpired');
  });

  it('maps 403 and "forbidden" to the permission message', () => {
    expect(classifyMutationError(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Not yours.' }), true)).toBe('forbidden');
    expect(classifyMutationError(new Error('forbidden'), true)).toBe('forbidden');
  });

  it('says offline when offline, otherwise failed', () => {
    expect(classifyMutationError(networkError(), false)).toBe('offline');
    expect(classifyMutationError(serverError(), true)).toBe('failed');
    expect(classifyMutationError(notFound(), true)).toBe('failed');
  });

  it('uses the spec texts', () => {
    expect(MUTATION_ERROR_MESSAGES).toEqual({
      sessionExpired: 'Session expired. Please log in again.',
      forbidden: 'You do not have permission to perform this action.',
      offline: 'You appear to be offline. Changes will be synced when you reconnect.',
      failed: 'Failed to save changes. Please try again.',
    });
  });
});

describe('createQueryClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(online = true) {
    const notifyError = vi.fn<(message: string) => void>();
    const onSessionExpired = vi.fn<() => void>();
    const client = createQueryClient({ notifyError, onSessionExpired, isOnline: () => online });
    return { client, notifyError, onSessionExpired };
  }

  it('keeps queries fresh 5 minutes and cached 10 minutes', () => {
    const { client } = setup();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(true);
    expect(defaults?.refetchOnReconnect).toBe(true);
  });

  it('asks 4 times in all for a failing query, after 1, 2 and 4 s', async () => {
    const { client } = setup();
    const queryFn = vi.fn().mockRejectedValue(serverError());
    const result = client.fetchQuery({ queryKey: ['failing'], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('asks once for a query that gets a 4xx', async () => {
    const { client } = setup();
    const queryFn = vi.fn().mockRejectedValue(notFound());
    const result = client.fetchQuery({ queryKey: ['missing'], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('retries a failed mutation once after 1 s, then toasts', async () => {
    const { client, notifyError } = setup();
    const mutationFn = vi.fn().mockRejectedValue(serverError());
    const observer = client.getMutationCache().build(client, { mutationFn });
    const run = observer.execute(undefined).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await run;
    expect(mutationFn).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenCalledWith('Failed to save changes. Please try again.');
  });

  it('on a 401: session-expired toast, then the redirect after 2 seconds, once', async () => {
    const { client, notifyError, onSessionExpired } = setup();
    const unauthorized = () => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in first.' }));
    await Promise.all([
      client
        .getMutationCache()
        .build(client, { mutationFn: unauthorized })
        .execute(undefined)
        .catch(() => undefined),
      client
        .getMutationCache()
        .build(client, { mutationFn: unauthorized })
        .execute(undefined)
        .catch(() => undefined),
    ]);
    expect(notifyError).toHaveBeenCalledWith('Session expired. Please log in again.');
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for mutations whose form shows the error itself', async () => {
    const { client, notifyError, onSessionExpired } = setup();
    const wrongPassword = () => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' }));
    await client
      .getMutationCache()
      .build(client, { mutationFn: wrongPassword, meta: { errorToast: false } })
      .execute(undefined)
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
