import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * "The database cannot answer now": stopped, unreachable, hung past a timeout, shutting down.
 * One list for both drivers (pg and PGlite, however Drizzle wraps their errors), read by the
 * app's error handler, which answers 503 with Retry-After instead of a 500 with a stack, and by
 * the background jobs, which log one short line instead of a stack (decision 056).
 */

/** A query that got no answer within the client's bound: its connection is closed (bounded-pool.ts). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DATABASE_TIMEOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/** Node's socket errors: the server is not there or the line to it broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for "not now": query_canceled (57014, statement_timeout),
 * admin_shutdown, crash_shutdown, cannot_connect_now (57P01-57P03), too_many_connections
 * (53300), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', 'DATABASE_TIMEOUT']);

/** node-postgres's and PGlite's own errors, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect/, // waiting for a pool connection
  /^Connection terminated/, // connect timeout, or the server closed the line
  /^Client has encountered a connection error/,
  /^Client was closed/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

/** A short name for why the database could not answer (for the log), or undefined when it is another failure. */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 6; e = 'cause' in e ? e.cause : undefined, depth += 1) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return code;
    const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
    const known = UNAVAILABLE_MESSAGES.find((pattern) => pattern.test(message));
    // The message's head, e.g. "connection terminated unexpectedly": no addresses or values.
    if (known) return (message.split(/[:\n(]/)[0] ?? message).trim().toLowerCase();
    // Several addresses tried (localhost as ::1 and 127.0.0.1): each refused.
    if (e instanceof AggregateError) {
      const inner = e.errors.map((item: unknown) => databaseUnavailableReason(item)).find((reason) => reason !== undefined);
      if (inner) return inner;
    }
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** What a log line says of a failed database call: the short reason when the database is away (no stack per attempt), else the error. */
export function databaseErrorLogFields(error: unknown): { reason: string } | { err: unknown } {
  const reason = databaseUnavailableReason(error);
  return reason ? { reason } : { err: error };
}

/**
 * Better Auth reports a failed query to its logger, then throws its own 500 without the cause.
 * Each request runs in a scope where that report is noted, so the app's error handler can still
 * answer 503 for it.
 */
const requestScope = new AsyncLocalStorage<{ reason?: string }>();

export function withDatabaseFailureScope<T>(run: () => T): T {
  return requestScope.run({}, run);
}

/** Notes, for the request being answered, that the database could not answer; false outside a request. */
export function noteDatabaseFailure(error: unknown): boolean {
  const reason = databaseUnavailableReason(error);
  const scope = requestScope.getStore();
  if (!reason || !scope) return false;
  scope.reason ??= reason;
  return true;
}

/** Why the database could not answer earlier in this request, if it could not. */
export function databaseFailureNoted(): string | undefined {
  return requestScope.getStore()?.reason;
}
