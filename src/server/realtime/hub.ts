import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { databaseErrorLogFields } from '../db/unavailable';
import { realtimeMessages } from '../db/schema/index';
import { listenForRealtime, type NotificationListener } from './notifications';
import { createStreamAdmission, DEFAULT_STREAM_LIMITS, type StreamAdmission, type StreamLimits } from './stream-admission';

/**
 * The per-process realtime hub (decision 036). Every app process LISTENs for committed
 * messages, reads the new rows of `realtime_messages` in id order (one query for a burst) and
 * hands each to the viewers of its channel. A viewer that comes back with the last id it saw
 * is first sent what it missed (from a window kept in memory, or from the table), then the
 * live ones, without a gap or a repeat. Publishers commit in id order (publish.ts), so "every
 * row after the last one read" never skips a message.
 */

export interface RealtimeMessage {
  /** The message's number: the SSE event id a viewer resumes from (Last-Event-ID). */
  id: number;
  channel: string;
  /** The payload as JSON text, as stored: serialized once however many viewers get it. */
  data: string;
}

/** One viewer of a channel (an SSE stream). */
export interface RealtimeViewer {
  deliver(message: RealtimeMessage): void;
  /** Every HEARTBEAT_MS while subscribed, so proxies keep an idle stream open. */
  ping(): void;
  /** The hub stops (server shutdown): end the stream; the client reconnects elsewhere or later. */
  end(): void;
}

export interface RealtimeSubscription {
  close(): void;
}

export interface RealtimeHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Subscribes a viewer to a channel from just after `after` (a message id it has seen), or
   * from now when undefined. Authorization is the caller's: a route checks that its caller may
   * see the channel (live is public; drafts and chat will check their members) before this.
   */
  subscribe(channel: string, after: number | undefined, viewer: RealtimeViewer): Promise<RealtimeSubscription>;
  /** Viewers subscribed now. */
  viewerCount(): number;
  /** Who may open one more stream (decision 051): every SSE route asks before it subscribes. */
  streams: StreamAdmission;
}

export interface RealtimeHubOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Default HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** Messages kept in memory for reconnecting viewers (default RECENT_WINDOW). */
  recentWindow?: number;
  /** Streams open at once, per client address and in total (default DEFAULT_STREAM_LIMITS). */
  streamLimits?: StreamLimits;
}

/** Comment lines between 15 and 25 s: proxies that close idle connections after 30 s keep it. */
export const HEARTBEAT_MS = 20_000;
/** Messages kept in memory for viewers that reconnect: a reconnect storm then costs no query. */
const RECENT_WINDOW = 1_000;
/** Rows read per query while catching up. */
const PULL_BATCH = 500;
/** A read now and then whatever the notifications say: a LISTEN line that died silently costs at most this. */
const SAFETY_PULL_MS = 30_000;
const RETRY_PULL_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;
/** Messages older than this are deleted (decision 035): a viewer gone longer starts afresh. */
const KEEP_MESSAGES = '1 day';

interface Subscriber {
  viewer: RealtimeViewer;
  /** The id of the last message this viewer was sent (or had seen when it came). */
  cursor: number;
  /** Live messages held while its replay is read from the table. */
  backlog: RealtimeMessage[] | undefined;
  closed: boolean;
}

export function createRealtimeHub({
  database,
  logger,
  heartbeatMs = HEARTBEAT_MS,
  recentWindow = RECENT_WINDOW,
  streamLimits = DEFAULT_STREAM_LIMITS,
}: RealtimeHubOptions): RealtimeHub {
  const db = database.db;
  const channels = new Map<string, Set<Subscriber>>();
  /** The last id read and handed out; every committed message up to it has been. */
  let delivered = 0;
  /** The latest messages, oldest first: every message with an id in (recentFloor, delivered]. */
  const recent: RealtimeMessage[] = [];
  let recentFloor = 0;
  let running = false;
  let listener: NotificationListener | undefined;
  let pulling: Promise<void> | undefined;
  let pullAgain = false;
  /** Reads failing in a row: only the first is logged, so an outage writes one line, not one a second. */
  let failedPulls = 0;
  const timers: NodeJS.Timeout[] = [];
  let retryTimer: NodeJS.Timeout | undefined;

  function send(subscriber: Subscriber, message: RealtimeMessage) {
    subscriber.cursor = message.id;
    try {
      subscriber.viewer.deliver(message);
    } catch (error) {
      logger.warn({ err: error }, 'a realtime viewer failed; dropping it');
      unsubscribe(message.channel, subscriber);
    }
  }

  function fanOut(message: RealtimeMessage) {
    delivered = message.id;
    recent.push(message);
    if (recent.length > recentWindow) recentFloor = recent.shift()?.id ?? recentFloor;
    for (const subscriber of channels.get(message.channel) ?? []) {
      if (subscriber.backlog) subscriber.backlog.push(message);
      else if (message.id > subscriber.cursor) send(subscriber, message);
    }
  }

  async function readAfter(after: number, channel?: string, limit?: number): Promise<RealtimeMessage[]> {
    const query = db
      .select({ id: realtimeMessages.id, channel: realtimeMessages.channel, data: sql<string>`${realtimeMessages.payload}::text` })
      .from(realtimeMessages)
      .where(and(gt(realtimeMessages.id, after), channel === undefined ? undefined : eq(realtimeMessages.channel, channel)))
      .orderBy(asc(realtimeMessages.id));
    return limit === undefined ? query : query.limit(limit);
  }

  /** Reads every row after the last one handed out; calls while a read runs make one more read. */
  function pull() {
    if (!running) return;
    if (pulling) {
      pullAgain = true;
      return;
    }
    pulling = (async () => {
      try {
        do {
          pullAgain = false;
          for (;;) {
            const rows = await readAfter(delivered, undefined, PULL_BATCH);
            if (!running) return;
            for (const row of rows) fanOut(row);
            if (rows.length < PULL_BATCH) break;
          }
        } while (pullAgain && running);
        if (failedPulls > 0) logger.info({ failedPulls }, 'reading realtime messages works again');
        failedPulls = 0;
      } catch (error) {
        if (failedPulls === 0) logger.warn(databaseErrorLogFields(error), 'reading realtime messages failed; trying again every second');
        failedPulls += 1;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(pull, RETRY_PULL_MS);
        retryTimer.unref();
      } finally {
        pulling = undefined;
      }
    })();
  }

  function notified(payload: string) {
    const id = Number(payload.slice(payload.lastIndexOf(':') + 1));
    // Already read by an earlier notification's query (bursts are read in one go).
    if (Number.isInteger(id) && id <= delivered) return;
    pull();
  }

  async function latestId(): Promise<number> {
    const [latest] = await db.select({ id: sql<string | number>`coalesce(max(${realtimeMessages.id}), 0)` }).from(realtimeMessages);
    return Number(latest?.id ?? 0);
  }

  async function prune() {
    try {
      await db.delete(realtimeMessages).where(lt(realtimeMessages.createdAt, sql`now() - ${KEEP_MESSAGES}::interval`));
    } catch (error) {
      logger.warn(databaseErrorLogFields(error), 'pruning realtime messages failed');
    }
  }

  function unsubscribe(channel: string, subscriber: Subscriber) {
    subscriber.closed = true;
    const set = channels.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) channels.delete(channel);
  }

  function everySubscriber(): Subscriber[] {
    return [...channels.values()].flatMap((set) => [...set]);
  }

  return {
    async start() {
      if (running) return;
      delivered = await latestId();
      recentFloor = delivered;
      running = true;
      try {
        // connected() reads what was committed between the max above and LISTEN being in place.
        listener = await listenForRealtime(database, logger, { notified, connected: pull });
      } catch (error) {
        running = false;
        throw error;
      }
      const heartbeat = setInterval(() => {
        for (const subscriber of everySubscriber()) if (!subscriber.backlog) subscriber.viewer.ping();
      }, heartbeatMs);
      const safetyPull = setInterval(pull, SAFETY_PULL_MS);
      const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
      const firstPrune = setTimeout(() => void prune(), FIRST_PRUNE_MS);
      timers.push(heartbeat, safetyPull, pruning, firstPrune);
      // Timers never keep the process alive: a server's close() stops them anyway.
      for (const timer of timers) timer.unref();
    },

    async stop() {
      if (!running) return;
      running = false;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      clearTimeout(retryTimer);
      await listener?.stop();
      await pulling;
      for (const subscriber of everySubscriber()) {
        subscriber.closed = true;
        subscriber.viewer.end();
      }
      channels.clear();
    },

    async subscribe(channel, requestedAfter, viewer) {
      if (!running) throw new Error('the realtime hub is not running');
      let after = requestedAfter;
      // Ahead of this process: another process handed those out (this one is catching up), or
      // the id is from a database that started again. Beyond the last id stored: from now.
      if (after !== undefined && after > delivered && after > (await latestId())) after = undefined;
      const subscriber: Subscriber = { viewer, cursor: delivered, backlog: undefined, closed: false };
      const set = channels.get(channel) ?? new Set<Subscriber>();
      channels.set(channel, set);
      set.add(subscriber);
      const subscription = { close: () => unsubscribe(channel, subscriber) };
      // Nothing to replay: from now (or the viewer is ahead of this process, which catches up).
      if (after === undefined || after >= delivered) {
        subscriber.cursor = Math.max(after ?? 0, delivered);
        return subscription;
      }
      if (after >= recentFloor) {
        // Everything it missed is in memory: sent at once, before any later message.
        for (const message of recent) if (message.channel === channel && message.id > after) send(subscriber, message);
        subscriber.cursor = delivered;
        return subscription;
      }
      // Older than the window: from the table. Live messages wait in the backlog meanwhile;
      // whatever the table and the backlog both hold is sent once (ids only rise).
      subscriber.backlog = [];
      subscriber.cursor = after;
      try {
        const missed = await readAfter(after, channel);
        const backlog = subscriber.backlog;
        subscriber.backlog = undefined;
        for (const message of [...missed, ...backlog]) {
          if (subscriber.closed) break;
          if (message.id > subscriber.cursor) send(subscriber, message);
        }
        return subscription;
      } catch (error) {
        subscription.close();
        throw error;
      }
    },

    viewerCount() {
      let count = 0;
      for (const set of channels.values()) count += set.size;
      return count;
    },

    streams: createStreamAdmission(streamLimits),
  };
}
