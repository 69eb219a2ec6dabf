import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

export interface RateLimitRule {
  /** Counter name; prefixed so it never meets Better Auth's keys in the same table. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one call against a fixed window, in Better Auth's `rate_limits` table so the limit
 * holds across processes. One upsert makes the count atomic under concurrent calls. For our
 * keys `last_request` holds when the current window started, not the last call, so a
 * refused caller is not locked out for longer by retrying.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const key = `app:${rule.key}`;
  const nowMs = now.getTime();
  const windowStartedBefore = nowMs - rule.windowMs;
  const [row] = await selectRows<{ count: number; started: string | number }>(
    db,
    sql`insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${nowMs})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStartedBefore} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStartedBefore} then ${nowMs} else rate_limits.last_request end
        returning count, last_request as started`,
  );
  const count = Number(row?.count ?? 1);
  if (count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  const started = Number(row?.started ?? nowMs);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowMs - nowMs) / 1000)) };
}
