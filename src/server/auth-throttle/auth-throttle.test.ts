import { isAPIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMessenger } from '../messaging/messenger';
import { startTestServer, uniqueEmail, uniqueId, type TestServer } from '../test/test-server';
import { createAuthThrottle, type AuthThrottle } from './auth-throttle';

// The limits' rules over time, which the API tests cannot wait for: each call is given the
// time it happens at. The API tests (auth.test.ts) show the same limits over HTTP.

let server: TestServer;
let throttle: AuthThrottle;
beforeAll(async () => {
  server = await startTestServer();
  throttle = createAuthThrottle({
    db: server.db,
    messenger: createMessenger({ db: server.db, logger: createLogger('silent') }),
    baseUrl: server.publicUrl,
    signInFailuresPerAddressPerMinute: 100,
    signInCodesPerDay: 1000,
    leagueName: async () => 'Test League',
  });
});
afterAll(async () => {
  await server?.close();
});

const MINUTE_MS = 60_000;
const start = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** The refusal's status and Retry-After, or 'sent'. */
async function askForCode(phone: string, now: Date): Promise<'sent' | { status: number; retryAfter: number }> {
  try {
    await throttle.checkSignInCode(phone, now);
    return 'sent';
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, retryAfter: Number(new Headers(error.headers).get('retry-after')) };
  }
}

describe('sign-in codes per number', () => {
  it('allows 3 codes in 10 minutes and 10 in a day to one number', async () => {
    const phone = `+1555${uniqueId().slice(-7)}`;
    const sent: unknown[] = [];
    for (let code = 0; code < 3; code++) sent.push(await askForCode(phone, start));
    // The fourth in ten minutes waits for the ten minutes to end.
    expect(await askForCode(phone, at(2 * MINUTE_MS))).toEqual({ status: 429, retryAfter: 8 * 60 });
    for (const [minute, count] of [
      [11, 3],
      [22, 3],
      [33, 1],
    ] as const) {
      for (let code = 0; code < count; code++) sent.push(await askForCode(phone, at(minute * MINUTE_MS)));
    }
    expect(sent).toEqual(Array.from({ length: 10 }, () => 'sent'));
    // The eleventh of the day waits for the day (counted from the first code) to end.
    const eleventh = await askForCode(phone, at(44 * MINUTE_MS));
    expect(eleventh).toEqual({ status: 429, retryAfter: 24 * 60 * 60 - 44 * 60 });
    // Another number is not held up by this one.
    expect(await askForCode(`+1556${uniqueId().slice(-7)}`, at(44 * MINUTE_MS))).toBe('sent');
  });
});

describe('failed sign-ins per account', () => {
  it('counts an e-mail however it is written', async () => {
    const email = uniqueEmail('Case');
    // Each attempt is counted as it starts (checkSignIn), and stays counted unless it succeeds.
    for (const written of [email, email.toUpperCase(), ` ${email} `, email, email.toUpperCase()]) await throttle.checkSignIn({ email: written });
    await expect(throttle.checkSignIn({ email })).rejects.toSatisfy((error) => isAPIError(error) && error.statusCode === 429);
    await throttle.signInSucceeded(email.toUpperCase());
    await expect(throttle.checkSignIn({ email })).resolves.toBeUndefined();
  });
});
