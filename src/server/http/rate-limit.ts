import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '../db/client';

export interface RateLimitRule {
  /** What is counted, e.g. `photo-upload:ip:10.0.0.1`; stored only as a digest. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (or the lock lifts); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface FailureLockRule {
  key: string;
  /** Failures in a row (within `failureWindowMs`) that lock the key. */
  failuresBeforeLock: number;
  /** How long the first lock lasts; each further lock lasts twice as long, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** Failures further apart than this are not "in a row". */
  failureWindowMs: number;
  /** A lock this long past starts the doubling from the beginning again. */
  lockMemoryMs: number;
}

const ALLOWED: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
/** Old rows are deleted by about one call in this many. */
const PRUNE_ONE_IN = 100;

/** The stored key: a digest, so e-mails, phone numbers and addresses are not kept as they are. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * Counts one call against a fixed window and says whether it is within the limit. One upsert
 * makes the count atomic under concurrent calls from any number of processes. A refused call
 * counts too but does not move the window, so retrying does not lock anyone out for longer.
 */
export async function consumeRateLimit(db: Database | Transaction, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const key = storedKey(rule.key);
  const nowMs = now.getTime();
  const expired = sql`throttles.window_started_at <= ${nowMs - rule.windowMs}`;
  const [row] = await selectRows<{ count: number; started: string | number }>(
    db,
    sql`insert into throttles (key, count, window_started_at, expires_at) values (${key}, 1, ${nowMs}, ${nowMs + rule.windowMs})
        on conflict (key) do update set
          count = case when ${expired} then 1 else throttles.count + 1 end,
          window_started_at = case when ${expired} then ${nowMs} else throttles.window_started_at end,
          expires_at = case when ${expired} then ${nowMs + rule.windowMs} else throttles.expires_at end
        returning count, window_started_at as started`,
  );
  await pruneNowAndThen(db, nowMs);
  const count = Number(row?.count ?? 1);
  if (count <= rule.limit) return ALLOWED;
  return { allowed: false, retryAfterSeconds: secondsUntil(Number(row?.started ?? nowMs) + rule.windowMs, nowMs) };
}

/** Sets a window's count as if `count` calls had been made now: for tests that start near a limit. */
export async function fillRateLimit(db: Database, rule: RateLimitRule, count: number, now = new Date()): Promise<void> {
  const nowMs = now.getTime();
  await db.execute(sql`insert into throttles (key, count, window_started_at, expires_at)
      values (${storedKey(rule.key)}, ${count}, ${nowMs}, ${nowMs + rule.windowMs})
      on conflict (key) do update set count = excluded.count, window_started_at = excluded.window_started_at, expires_at = excluded.expires_at`);
}

/**
 * Whether the window of `rule` is already full, without counting anything: for limits that
 * only some outcomes fill (failed sign-ins), the call is checked first and counted with
 * consumeRateLimit once it has failed.
 */
export async function peekRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const nowMs = now.getTime();
  const [row] = await selectRows<{ count: number; started: string | number }>(
    db,
    sql`select count, window_started_at as started from throttles
        where key = ${storedKey(rule.key)} and window_started_at > ${nowMs - rule.windowMs}`,
  );
  if (!row || Number(row.count) < rule.limit) return ALLOWED;
  return { allowed: false, retryAfterSeconds: secondsUntil(Number(row.started) + rule.windowMs, nowMs) };
}

/** Whether a key is locked by recordFailure, and for how long still. */
export async function checkLock(db: Database, key: string, now = new Date()): Promise<RateLimitResult> {
  const nowMs = now.getTime();
  const [row] = await selectRows<{ lockedUntil: string | number }>(
    db,
    sql`select locked_until as "lockedUntil" from throttles where key = ${storedKey(key)} and locked_until > ${nowMs}`,
  );
  return row ? { allowed: false, retryAfterSeconds: secondsUntil(Number(row.lockedUntil), nowMs) } : ALLOWED;
}

/**
 * Reserves one attempt of something that may fail (a password check), before it is made:
 * refused while the key is locked; otherwise counted as a failure in advance, and the attempt
 * that completes `failuresBeforeLock` in a row locks the key for the ones after it (first for
 * `firstLockMs`, then twice as long each time). One upsert whose update only happens while
 * the key is not locked: PostgreSQL takes the row's lock and re-reads it, so of attempts
 * arriving together from any number of processes at most `failuresBeforeLock` go ahead.
 * A success forgets the reservations (clearFailures); an attempt that ended neither way
 * gives its reservation back (releaseAttempt). (decision 054)
 */
export async function reserveAttempt(db: Database, rule: FailureLockRule, now = new Date()): Promise<RateLimitResult> {
  const key = storedKey(rule.key);
  const nowMs = now.getTime();
  const firstLocks = rule.failuresBeforeLock <= 1;
  const inserted = {
    count: firstLocks ? 0 : 1,
    lockedUntil: firstLocks ? nowMs + Math.min(rule.firstLockMs, rule.maxLockMs) : 0,
    lockLevel: firstLocks ? 1 : 0,
  };
  const stale: SQL = sql`throttles.window_started_at <= ${nowMs - rule.failureWindowMs}`;
  const failures: SQL = sql`(case when ${stale} then 1 else throttles.count + 1 end)`;
  const locking: SQL = sql`(${failures} >= ${rule.failuresBeforeLock})`;
  // The doubling starts again once the last lock is long past.
  const level: SQL = sql`(case when throttles.locked_until <= ${nowMs - rule.lockMemoryMs} then 0 else throttles.lock_level end)`;
  // Capped at 2^20 so the power stays a small number whatever the level.
  const lockMs: SQL = sql`least(${rule.firstLockMs}::float8 * power(2, least(${level}, 20)), ${rule.maxLockMs})::bigint`;
  const memory = rule.failureWindowMs + rule.lockMemoryMs + rule.maxLockMs;
  const reserved = await selectRows<{ lockedUntil: string | number }>(
    db,
    sql`insert into throttles (key, count, window_started_at, locked_until, lock_level, expires_at)
        values (${key}, ${inserted.count}, ${nowMs}, ${inserted.lockedUntil}, ${inserted.lockLevel}, ${nowMs + memory})
        on conflict (key) do update set
          count = case when ${locking} then 0 else ${failures} end,
          window_started_at = case when ${stale} or ${locking} then ${nowMs} else throttles.window_started_at end,
          locked_until = case when ${locking} then ${nowMs}::bigint + ${lockMs} else throttles.locked_until end,
          lock_level = case when ${locking} then ${level} + 1 else ${level} end,
          expires_at = ${nowMs + memory}
        where throttles.locked_until <= ${nowMs}
        returning locked_until as "lockedUntil"`,
  );
  await pruneNowAndThen(db, nowMs);
  if (reserved.length > 0) return ALLOWED;
  // Locked: nothing was counted. The lock may have just ended; then a second is enough.
  const lock = await checkLock(db, rule.key, now);
  return { allowed: false, retryAfterSeconds: Math.max(1, lock.retryAfterSeconds) };
}

/**
 * Gives back a reservation of reserveAttempt whose attempt neither failed nor succeeded (e.g.
 * a disabled account). A lock that reservation started stays: the others were refused by it.
 */
export async function releaseAttempt(db: Database, key: string, now = new Date()): Promise<void> {
  await db.execute(sql`update throttles set count = greatest(count - 1, 0) where key = ${storedKey(key)} and locked_until <= ${now.getTime()}`);
}

/** Forgets a key's failures and locks, e.g. after a successful sign-in. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from throttles where key = ${storedKey(key)}`);
}

async function pruneNowAndThen(db: Database | Transaction, nowMs: number): Promise<void> {
  if (Math.random() * PRUNE_ONE_IN >= 1) return;
  await db.execute(sql`delete from throttles where expires_at < ${nowMs}`);
}
