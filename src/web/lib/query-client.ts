import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

// Spec §9, to the letter.
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const MUTATION_MAX_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** Spec §8: after "Session expired", the redirect to /login waits this long. */
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

export const MUTATION_ERROR_MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  offline: 'You appear to be offline. Changes will be synced when you reconnect.',
  failed: 'Failed to save changes. Please try again.',
} as const;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * false: the form shows this mutation's errors itself and the global toast stays quiet.
       * Used where a 401 means "wrong credentials", not "session expired" (sign-in forms).
       */
      errorToast?: boolean;
    };
  }
}

/** A 4xx answer will not change by asking again. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** `failureCount` is TanStack's: failures so far minus one (0 on the first failure). */
export function shouldRetry(failureCount: number, error: unknown, maxRetries: number, online: boolean): boolean {
  if (!online || isClientError(error)) return false;
  return failureCount < maxRetries;
}

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

export type MutationErrorKind = keyof typeof MUTATION_ERROR_MESSAGES;

/** Spec §8's mapping of a mutation error to the toast the user sees. */
export function classifyMutationError(error: unknown, online: boolean): MutationErrorKind {
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.code : '';
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || code === 'UNAUTHENTICATED' || /\b401\b|unauthori[sz]ed/i.test(message)) return 'sessionExpired';
  if (status === 403 || code === 'FORBIDDEN' || /\b403\b|forbidden/i.test(message)) return 'forbidden';
  if (!online) return 'offline';
  return 'failed';
}

export interface QueryClientHooks {
  notifyError: (message: string) => void;
  /** Called SESSION_EXPIRED_REDIRECT_MS after the "Session expired" toast. */
  onSessionExpired: () => void;
  isOnline?: () => boolean;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const isOnline = hooks.isOnline ?? (() => onlineManager.isOnline());
  let redirectPending = false;

  const mutationCache = new MutationCache({
    onError: (error, _variables, _onMutateResult, mutation) => {
      if (mutation.meta?.errorToast === false) return;
      const kind = classifyMutationError(error, isOnline());
      hooks.notifyError(MUTATION_ERROR_MESSAGES[kind]);
      if (kind === 'sessionExpired' && !redirectPending) {
        // Several failing calls at once must not stack several redirects.
        redirectPending = true;
        setTimeout(() => {
          redirectPending = false;
          hooks.onSessionExpired();
        }, SESSION_EXPIRED_REDIRECT_MS);
      }
    },
  });

  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) => shouldRetry(failureCount, error, QUERY_MAX_RETRIES, isOnline()),
        retryDelay,
      },
      mutations: {
        retry: (failureCount, error) => shouldRetry(failureCount, error, MUTATION_MAX_RETRIES, isOnline()),
        retryDelay: RETRY_BASE_DELAY_MS,
      },
    },
  });
}
