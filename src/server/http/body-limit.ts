import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context';
import { AppError } from './errors';

/**
 * Every request body not of a route with a limit of its own (uploads, the payment webhook).
 * The largest JSON the app takes is a waiver text of 50 000 characters, up to 150 KB in UTF-8
 * (registration and waitlist notes, announcements and league rules are far smaller): 256 KB
 * leaves room for that and the rest of the form, and keeps a flood of large bodies cheap.
 */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** The middlewares made by limitBody: a route holding one has chosen its own limit. */
const routeLimits = new WeakSet<object>();

/**
 * Refuses a request body larger than maxSize with the caller's error. The answer also closes
 * the connection: the rest of the body is never read, and a client that sent its next request
 * on the same keep-alive socket would otherwise see it cut ("other side closed").
 */
export function limitBody(maxSize: number, tooLarge: () => AppError) {
  const middleware = bodyLimitOf(maxSize, tooLarge);
  routeLimits.add(middleware);
  return middleware;
}

function bodyLimitOf(maxSize: number, tooLarge: () => AppError) {
  return bodyLimit({
    maxSize,
    onError: () => {
      const error = tooLarge();
      error.headers = { ...error.headers, Connection: 'close' };
      throw error;
    },
  });
}

/**
 * One limit for every request, Better Auth's included: JSON_BODY_MAX_BYTES, unless the matched
 * route has a limitBody of its own (a larger one for uploads), which then applies instead.
 * Refused from Content-Length before the body is read, or once that much has streamed in.
 */
export function limitRequestBodies(maxSize = JSON_BODY_MAX_BYTES) {
  const defaultLimit = bodyLimitOf(maxSize, () => new AppError('VALIDATION', BODY_TOO_LARGE_MESSAGE, undefined, 413));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (matchedRoutes(c).some((route) => hasOwnLimit(route.handler))) return next();
    return defaultLimit(c, next);
  });
}

/** A route mounted from a sub-app with its own error handler is wrapped; Hono keeps the original. */
function hasOwnLimit(handler: unknown): boolean {
  if (typeof handler !== 'function') return false;
  if (routeLimits.has(handler)) return true;
  const inner: unknown = (handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER;
  return typeof inner === 'function' && routeLimits.has(inner);
}
