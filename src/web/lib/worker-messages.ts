/**
 * What the service worker (src/web/service-worker/) and the page tell each other (decision 073).
 * Plain types and names only: the worker's build and the page's both import this file.
 */

/** The response header on every answer the worker keeps: when it was fetched (ISO time). */
export const FETCHED_AT_HEADER = 'x-sw-fetched-at';

/** The cache of one account's private answers is this prefix and the account's id (decision 055). */
export const PRIVATE_CACHE_PREFIX = 'api-private:';

/**
 * A cookie naming the account, set by the worker beside the session's own (decision 055):
 * clearing the browser's cookies takes both.
 */
export const OFFLINE_ACCOUNT_COOKIE = 'league-offline-account';

/**
 * Where an answer the page asked for came from: the network (`cachedAt` null) or the worker's
 * cache, fetched at `cachedAt`, because there was no connection (`offline`) or the network had
 * not answered within the wait (`slow`).
 */
export interface AnswerReport {
  type: 'api-answer';
  /** The request's path and query, as the API client asked it. */
  path: string;
  cachedAt: string | null;
  reason: 'offline' | 'slow' | null;
}

/** The network's answer came after the kept one was shown (`slow`): the page may read again. */
export interface AnswerRefreshed {
  type: 'api-refreshed';
  path: string;
}

/** A push message arrived, or a notification was opened: the notification centre reads again. */
export interface NotificationsChanged {
  type: 'notifications-changed';
}

export type WorkerMessage = AnswerReport | AnswerRefreshed | NotificationsChanged;

/** A message of this app's worker (its messages all carry a `type`; a path where they name one). */
export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return typeof (data as { type?: unknown } | null)?.type === 'string';
}
