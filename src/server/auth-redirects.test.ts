import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_URL_MAX_LENGTH, REDIRECT_URL_TOO_LONG_MESSAGE } from './auth-redirects';
import { createLogger } from './logger';
import type { HttpClient, HttpResponse } from './test/http-client';
import { startTestServer, TEST_PASSWORD, uniqueEmail, type TestServer } from './test/test-server';

/**
 * Issue 19, item 1: a 150 KB callbackURL held the whole process for 52 s before its 403, and
 * refused addresses counted toward no limit. A real server on loopback, logging at debug level
 * into `lines`, with a ceiling of 3 refusals per address and minute.
 */
let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { SIGN_IN_LIMIT_PER_MINUTE: '3' },
    logger: createLogger('debug', { write: (line: string) => void lines.push(line) }),
  });
  // Better Auth sets itself up on its first request: not what the timings below are about.
  await server.client().request('POST', '/api/auth/sign-in/email', { email: uniqueEmail('warm-up'), password: TEST_PASSWORD });
});
afterAll(async () => {
  await server?.close();
});

const MARKER = 'caller-chosen-address';
/** 150 KB: within the body limit (256 KB), far past any address the app makes. */
const HUGE_ADDRESS = `https://${MARKER}.example/${'a'.repeat(150_000)}`;
const UNTRUSTED_ADDRESS = `https://${MARKER}.example/steal`;

interface Timed<T> {
  answer: T;
  ms: number;
}

async function timed<T>(send: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - started };
}

/** `send`, and /healthz asked while it runs: a process busy with the first cannot answer the second. */
async function withHealthCheck(send: () => Promise<HttpResponse>): Promise<{ request: Timed<HttpResponse>; health: Timed<HttpResponse> }> {
  const request = timed(send);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const health = timed(() => server.client().request('GET', '/healthz'));
  return { request: await request, health: await health };
}

/** What `action` answered, and everything logged while it ran. */
async function logged<T>(action: () => Promise<T>): Promise<{ result: T; log: string }> {
  const from = lines.length;
  const result = await action();
  return { result, log: lines.slice(from).join('') };
}

describe('redirect addresses a caller sends to Better Auth', () => {
  const cases: [string, string, string, (address: string) => object][] = [
    ['sign-in', '/api/auth/sign-in/email', 'callbackURL', (address) => ({ email: uniqueEmail('huge'), password: TEST_PASSWORD, callbackURL: address })],
    [
      'sign-up',
      '/api/auth/sign-up/email',
      'callbackURL',
      (address) => ({ email: uniqueEmail('huge'), password: TEST_PASSWORD, name: 'Huge', callbackURL: address }),
    ],
    ['password reset', '/api/auth/request-password-reset', 'redirectTo', (address) => ({ email: uniqueEmail('huge'), redirectTo: address })],
  ];

  it.each(cases)('refuses a 150 KB address on %s at once with 422 naming the field, while the server keeps answering', async (_name, path, field, body) => {
    const { result, log } = await logged(() => withHealthCheck(() => server.client().request('POST', path, body(HUGE_ADDRESS))));
    expect(result.request.answer.status).toBe(422);
    expect(result.request.answer.error).toEqual({
      code: 'VALIDATION',
      message: REDIRECT_URL_TOO_LONG_MESSAGE,
      issues: [{ path: field, message: REDIRECT_URL_TOO_LONG_MESSAGE }],
    });
    expect(result.request.ms).toBeLessThan(3_000);
    expect(result.health.answer.status).toBe(200);
    expect(result.health.ms).toBeLessThan(2_000);
    expect(log).not.toContain(MARKER);
  });

  it('takes an address of the longest length allowed, when it is the app’s own', async () => {
    const address = `/reset-password?${'a'.repeat(REDIRECT_URL_MAX_LENGTH - '/reset-password?'.length)}`;
    const answer = await server.client().request('POST', '/api/auth/request-password-reset', { email: uniqueEmail('long'), redirectTo: address });
    expect(answer.status).toBe(200);
  });

  it('refuses an address off the trusted list with 403, and logs the refusal without the address', async () => {
    const client = server.client();
    const { result, log } = await logged(() =>
      client.request('POST', '/api/auth/sign-in/email', { email: uniqueEmail('probe'), password: TEST_PASSWORD, callbackURL: UNTRUSTED_ADDRESS }),
    );
    expect(result.status).toBe(403);
    expect(log).toContain('Invalid callbackURL');
    expect(log).not.toContain(MARKER);
  });

  it('counts refused addresses toward the per-address ceiling of failed sign-ins (3 here), then answers 429', async () => {
    const { email, password } = await server.signUp();
    const prober: HttpClient = server.client();
    const signIn = (callbackURL?: string) => prober.request('POST', '/api/auth/sign-in/email', { email, password, callbackURL });
    expect((await signIn(UNTRUSTED_ADDRESS)).status).toBe(403);
    expect((await signIn(HUGE_ADDRESS)).status).toBe(422);
    expect((await signIn(UNTRUSTED_ADDRESS)).status).toBe(403);

    const over = await signIn(UNTRUSTED_ADDRESS);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address is over its ceiling for the minute: more probing is refused, but the right
    // password without a redirect address still signs in (decision 086).
    expect((await signIn(UNTRUSTED_ADDRESS)).status).toBe(429);
    expect((await signIn()).status).toBe(200);
  });
});
