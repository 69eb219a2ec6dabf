import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueId, type TestServer } from '../test/test-server';
import { checkLock, clearFailures, consumeRateLimit, peekRateLimit, releaseAttempt, reserveAttempt, type FailureLockRule } from './rate-limit';

// The counters under the sign-in limits, on the database the tests run on (PGlite, or
// PostgreSQL with TEST_DATABASE_URL, where calls at once really run at once).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MINUTE_MS = 60_000;
const start = new Date('2026-11-21T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function lockRule(): FailureLockRule {
  return {
    key: `test-lock:${uniqueId()}`,
    failuresBeforeLock: 5,
    firstLockMs: MINUTE_MS,
    maxLockMs: 4 * MINUTE_MS,
    failureWindowMs: 15 * MINUTE_MS,
    lockMemoryMs: 60 * MINUTE_MS,
  };
}

/** `times` attempts that all fail (reserved and never given back); the last one's answer. */
async function fail(rule: FailureLockRule, times: number, now: Date) {
  for (let attempt = 1; attempt < times; attempt++) await reserveAttempt(server.db, rule, now);
  return reserveAttempt(server.db, rule, now);
}

const GO_AHEAD = { allowed: true, retryAfterSeconds: 0 };

describe('reserveAttempt and checkLock', () => {
  it('lets 5 attempts in a row go ahead, the fifth locking the key for the first lock time', async () => {
    const rule = lockRule();
    expect(await fail(rule, 4, start)).toEqual(GO_AHEAD);
    expect(await checkLock(server.db, rule.key, start)).toEqual(GO_AHEAD);
    expect(await reserveAttempt(server.db, rule, start)).toEqual(GO_AHEAD);
    expect(await checkLock(server.db, rule.key, at(20_000))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await reserveAttempt(server.db, rule, at(20_000))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await checkLock(server.db, rule.key, at(MINUTE_MS))).allowed).toBe(true);
  });

  it('doubles each further lock up to the longest, and starts again once the last is long past', async () => {
    const rule = lockRule();
    const lockAfter = async (now: Date) => {
      await fail(rule, 5, now);
      return (await checkLock(server.db, rule.key, now)).retryAfterSeconds;
    };
    expect(await lockAfter(start)).toBe(60);
    expect(await lockAfter(at(2 * MINUTE_MS))).toBe(120);
    expect(await lockAfter(at(5 * MINUTE_MS))).toBe(240);
    expect(await lockAfter(at(10 * MINUTE_MS))).toBe(240);
    // The last lock ended at minute 14; an hour (lockMemoryMs) after that, back to one minute.
    expect(await lockAfter(at(75 * MINUTE_MS))).toBe(60);
  });

  it('does not add up failures further apart than the failure window', async () => {
    const rule = lockRule();
    await fail(rule, 4, start);
    await reserveAttempt(server.db, rule, at(16 * MINUTE_MS));
    await fail(rule, 3, at(17 * MINUTE_MS));
    expect((await checkLock(server.db, rule.key, at(17 * MINUTE_MS))).allowed).toBe(true);
    await reserveAttempt(server.db, rule, at(18 * MINUTE_MS));
    expect((await checkLock(server.db, rule.key, at(18 * MINUTE_MS))).allowed).toBe(false);
  });

  it('forgets the failures and the lock of a key that is cleared', async () => {
    const rule = lockRule();
    await fail(rule, 5, start);
    await clearFailures(server.db, rule.key);
    expect((await checkLock(server.db, rule.key, start)).allowed).toBe(true);
    await fail(rule, 4, start);
    expect((await checkLock(server.db, rule.key, start)).allowed).toBe(true);
  });

  it('gives back a reservation whose attempt neither failed nor succeeded', async () => {
    const rule = lockRule();
    await fail(rule, 4, start);
    await releaseAttempt(server.db, rule.key, start);
    await reserveAttempt(server.db, rule, start);
    expect((await checkLock(server.db, rule.key, start)).allowed).toBe(true);
  });

  it('lets exactly 5 of many attempts arriving at once go ahead, and locks once', async () => {
    const rule = lockRule();
    const answers = await Promise.all(Array.from({ length: 40 }, () => reserveAttempt(server.db, rule, start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.allowed)).toEqual(Array.from({ length: 35 }, () => ({ allowed: false, retryAfterSeconds: 60 })));
    expect(await checkLock(server.db, rule.key, start)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe('peekRateLimit', () => {
  it('tells whether the window is full without counting', async () => {
    const rule = { key: `test-peek:${uniqueId()}`, limit: 3, windowMs: MINUTE_MS };
    for (let look = 1; look <= 5; look++) expect((await peekRateLimit(server.db, rule, start)).allowed).toBe(true);
    for (let call = 1; call <= 3; call++) expect((await consumeRateLimit(server.db, rule, start)).allowed).toBe(true);
    expect(await peekRateLimit(server.db, rule, at(15_000))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await peekRateLimit(server.db, rule, at(MINUTE_MS))).allowed).toBe(true);
  });

  it('sees every one of many calls counted at once', async () => {
    const rule = { key: `test-burst:${uniqueId()}`, limit: 25, windowMs: MINUTE_MS };
    const results = await Promise.all(Array.from({ length: 40 }, () => consumeRateLimit(server.db, rule, start)));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
    expect((await peekRateLimit(server.db, rule, start)).allowed).toBe(false);
  });
});
