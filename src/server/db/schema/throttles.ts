import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters behind the app's own limits (sign-in failures, sign-in codes, reset mails, photo
 * uploads), in the database so every app process counts into the same row. Each row is
 * changed by one atomic upsert, never read-then-written. The key is a digest of what is
 * counted (an e-mail, a phone number, an address), so no one's data is stored here.
 * Times are epoch milliseconds, as in Better Auth's `rate_limits`.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    /** Calls (or failures) in the current window. */
    count: integer('count').notNull(),
    windowStartedAt: bigint('window_started_at', { mode: 'number' }).notNull(),
    /** A lock after repeated failures: refused until then. 0 when not locked. */
    lockedUntil: bigint('locked_until', { mode: 'number' }).notNull().default(0),
    /** How many locks in a row; each lock lasts twice as long as the one before. */
    lockLevel: integer('lock_level').notNull().default(0),
    /** The row says nothing any more after this; old rows are deleted now and then. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttles_expires_at_idx').on(t.expiresAt)],
);
