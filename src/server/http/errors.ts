import type { ErrorCode, FieldIssue } from '../../shared/api-error';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A failure the caller should see as it is: the code, a message for people, field issues. */
export class AppError extends Error {
  readonly status: number;
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers: Record<string, string> = {};
  /** Data some errors carry for the caller (a draft pick's 409: the current board, decision 081). */
  detail?: unknown;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
export const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to perform this action.');
export const notFound = (what = 'That page') => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message, undefined, 400);
/** A 422 about one field, with the message under that field as the form shows it. */
export const invalidField = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError('RATE_LIMITED', message);
  error.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
}

/** How long a caller is told to wait before trying again when the database cannot answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The database cannot answer now (stopped, hung, restarting): 503, try again shortly (decision 056). */
export function serviceUnavailable(): AppError {
  const error = new AppError('UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.');
  error.headers = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return error;
}
