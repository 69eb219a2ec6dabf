import pg from 'pg';
import { DatabaseTimeoutError } from './unavailable';

/**
 * How long the app waits on PostgreSQL (decision 056). Without bounds a hung server hung every
 * request, /readyz included, for as long as it hung, and waiting requests queued without end.
 */
export interface DatabaseLimits {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectTimeoutMs: number;
  /** A statement's time on the server (statement_timeout); the app gives up on an answer QUERY_GRACE_MS later. 0: no bound. */
  queryTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { connectTimeoutMs: 5_000, queryTimeoutMs: 10_000 };

/** The server cancels a slow statement first (a clean 57014, the connection kept); the client's bound is for a server that answers nothing. */
const QUERY_GRACE_MS = 1_000;
const POOL_SIZE = 10;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;
type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pool whose connections answer within the limits. A query without an answer in time closes
 * its connection (never reused half-way through a statement or a transaction); a connection
 * that breaks while checked out goes back to the pool as broken even when its holder never
 * releases it (Drizzle's transaction does not when its BEGIN fails), so the pool never shrinks.
 */
export function createBoundedPool(url: string, limits: DatabaseLimits, options: { max?: number } = {}): pg.Pool {
  const answerWithinMs = limits.queryTimeoutMs > 0 ? limits.queryTimeoutMs + QUERY_GRACE_MS : 0;

  class BoundedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A checked-out connection that breaks emits 'error' with no pool listener on it, which
      // would end the process; the failure also reaches the waiting query, where it is handled.
      this.on('error', () => {});
      if (answerWithinMs > 0) this.query = answerWithin(this, answerWithinMs);
    }
  }

  class BoundedPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
      // pool.query's own checkout releases in every case.
      if (callback) {
        super.connect(callback);
        return undefined;
      }
      return super.connect().then(releasedWhenBroken);
    }
  }

  return new BoundedPool({
    connectionString: url,
    max: options.max ?? POOL_SIZE,
    // Also bounds the wait for a free connection: past it the caller gets an error, not a queue.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.queryTimeoutMs > 0 ? limits.queryTimeoutMs : undefined,
    keepAlive: true,
    Client: BoundedClient,
  });
}

/** client.query, closing the connection when no answer came within `ms` (the query fails with DatabaseTimeoutError). */
function answerWithin(client: pg.Client, ms: number): pg.Client['query'] {
  const send = pg.Client.prototype.query as unknown as QueryFunction;
  const bounded = (...args: unknown[]) => {
    const timer = setTimeout(() => client.connection.stream.destroy(new DatabaseTimeoutError(ms)), ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (...results: unknown[]) => void;
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        callback(...results);
      };
      return send.apply(client, args);
    }
    const result = send.apply(client, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  return bounded as unknown as pg.Client['query'];
}

/** A checked-out client that is released once, as broken when its connection ended or it is left inside a transaction. */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', ended);
    // A ROLLBACK that never answered leaves the connection inside the transaction.
    const leftInTransaction = client.getTransactionStatus() !== 'I';
    release(error ?? (leftInTransaction ? new Error('released inside a transaction') : undefined));
  };
  const ended = () => releaseOnce(new Error('the connection ended while checked out'));
  client.once('end', ended);
  client.release = releaseOnce;
  return client;
}
