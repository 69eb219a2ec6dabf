import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';
import { AppError } from './errors';

/** Security headers on every response. No inline scripts; Mantine needs inline styles. */
export function securityHeaders(options: { hsts: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // wasm-unsafe-eval: the pass scanner's zxing WebAssembly, one of our own files (decision 083).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing calls. A browser always sends Origin on these; a call
 * without Origin is refused only when it carries cookies, the ambient authority CSRF abuses.
 */
export function sameOriginGuard(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const hasCookies = Boolean(c.req.header('cookie'));
      const trusted = origin ? trustedOrigins.includes(origin) : !hasCookies;
      if (!trusted) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    await next();
  });
}

/**
 * Cache-Control for /api: every answer is `no-store` unless its route deliberately set one of
 * its own (a public, short-lived cache on data the same for everyone). Most answers depend on
 * who asks (the session cookie), some carry secrets (the sign-in answer's token, the outbox's
 * reset links): no browser, proxy or shared computer may keep them. Errors included.
 */
export function noStoreByDefault() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });
}
