import type { BetterAuthPlugin } from 'better-auth';
import type { RateLimitResult } from './http/rate-limit';

/**
 * The addresses a caller asks Better Auth to send the browser to afterwards (decision 050).
 * Better Auth refuses one that is not on the trusted list with 403 (its origin check), but
 * counted nothing, and read a 150 KB one through its whole logging path first. Here, before
 * Better Auth sees the request: an address longer than any the app makes is refused with 422,
 * and every refused address (too long or not trusted) counts toward the caller's per-address
 * ceiling of failed sign-ins, past which the caller gets 429.
 */

/** Far more than the app's own (`/reset-password`), as long as browsers keep in an address bar. */
export const REDIRECT_URL_MAX_LENGTH = 2_048;
export const REDIRECT_URL_TOO_LONG_MESSAGE = `This address is too long: at most ${REDIRECT_URL_MAX_LENGTH} characters.`;

/** The fields Better Auth's origin check reads (better-auth/dist/api/middlewares/origin-check.mjs). */
const BODY_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

interface RedirectField {
  name: string;
  value: string;
}

export interface RedirectGuardConfig {
  /** The header our server sets to the caller's address. */
  addressHeader: string;
  /** Counts one refusal against the caller's address; not allowed once over its ceiling. */
  countRefusal: (address: string | undefined) => Promise<RateLimitResult>;
}

export function redirectGuard(config: RedirectGuardConfig): BetterAuthPlugin {
  return {
    id: 'league-redirect-guard',
    async onRequest(request, ctx) {
      // Better Auth checks the addresses of state changes only (not GET, HEAD or OPTIONS).
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
      const fields = await redirectFieldsOf(request);
      const tooLong = fields.find((field) => field.value.length > REDIRECT_URL_MAX_LENGTH);
      const refused = tooLong ?? fields.find((field) => !ctx.isTrustedOrigin(field.value, { allowRelativePaths: true }));
      if (!refused) return;
      const counted = await config.countRefusal(request.headers.get(config.addressHeader) ?? undefined);
      if (!counted.allowed) {
        const message = 'Too many refused requests. Please wait a little and try again.';
        return { response: Response.json({ code: 'RATE_LIMITED', message }, { status: 429, headers: { 'Retry-After': String(counted.retryAfterSeconds) } }) };
      }
      if (tooLong) {
        const issues = [{ path: tooLong.name, message: REDIRECT_URL_TOO_LONG_MESSAGE }];
        return { response: Response.json({ code: 'VALIDATION', message: REDIRECT_URL_TOO_LONG_MESSAGE, issues }, { status: 422 }) };
      }
      // Not a trusted address: Better Auth's origin check answers it (403), as it always has.
    },
  };
}

/** The redirect addresses of a request: JSON body fields and the `callbackURL` query parameter. */
async function redirectFieldsOf(request: Request): Promise<RedirectField[]> {
  const fields: RedirectField[] = [];
  const query = new URL(request.url).searchParams.get('callbackURL');
  if (query) fields.push({ name: 'callbackURL', value: query });
  // app.ts has already refused a body that is not JSON (415) and buffered it: reading a copy is cheap.
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null) return fields;
  for (const name of BODY_FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) fields.push({ name, value });
  }
  return fields;
}
