import { isApiErrorBody, type ErrorCode, type FieldIssue } from '../../shared/api-error';
import { noteServerDateOf } from './server-clock';

/** Spec §9: configured API timeout. */
export const API_TIMEOUT_MS = 30_000;

/** The server's codes, plus the failures that happen before a response arrives. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'TIMEOUT' | 'UNKNOWN';

/** Every failed call, whatever went wrong, surfaces as this one error type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (offline, timeout). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: FieldIssue[];
  /** Data some refusals carry (a draft pick's 409: the current board). */
  readonly detail: unknown;

  constructor(init: { status: number; code: ApiErrorCode; message: string; issues?: FieldIssue[]; detail?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.detail = init.detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the error for a non-2xx response from its parsed body (or undefined if not JSON). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError({ status, code: body.error.code, message: body.error.message, issues: body.error.issues, detail: body.error.detail });
  }
  return new ApiError({ status, code: status >= 500 ? 'INTERNAL' : 'UNKNOWN', message: `Request failed with status ${status}.` });
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The one fetch wrapper: same-origin JSON with the session cookie, a timeout, and errors
 * parsed from the app's one error shape.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Follow the caller's signal too (TanStack Query cancels superseded requests this way).
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', ...encodeBody(body), signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server took too long to answer.' });
    if (signal?.aborted) throw error; // the caller cancelled; not a failure to report
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'Network error: the server could not be reached.' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  // The match clock counts on the server's time (decision 059).
  noteServerDateOf(response);

  const parsed = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, parsed);
  return parsed as T;
}

function encodeBody(body: unknown): Pick<RequestInit, 'headers' | 'body'> {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  if (body instanceof FormData) return { headers: { accept: 'application/json' }, body };
  return { headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
