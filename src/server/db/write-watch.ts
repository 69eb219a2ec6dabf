import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Counts this process's committed writes (decision 087), so that answers kept ready for the
 * public (http/shared-answers.ts) know when they are old: an answer read while the count was N
 * is served only while it still is. Every statement of both drivers passes here, so no write is
 * missed however it is made (a route, a job, the seed, Better Auth); the count grows once the
 * write is committed, never before (a read that starts between the commit and the count sees
 * the write and is thrown away anyway: too careful, never stale).
 */
export interface WriteWatch {
  /** Grows after each committed write here, and when another process says it wrote. */
  readonly version: number;
  /** Called after each committed write of this process (not another's): the server tells the others. */
  onLocalWrite(listener: () => void): () => void;
  /** Another process wrote, or its word may have been missed (the LISTEN line was reopened). */
  changedElsewhere(): void;
}

export interface WriteCounter extends WriteWatch {
  committed(): void;
}

export function createWriteCounter(): WriteCounter {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    get version() {
      return version;
    },
    onLocalWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changedElsewhere() {
      version += 1;
    },
    committed() {
      version += 1;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Tables no public answer reads, written on ordinary reads: a signed-in visitor's session is
 * refreshed, a rate limit counts a request. Their writes would throw every answer away.
 */
const UNWATCHED_TABLES = new Set(['sessions', 'throttles', 'rate_limits']);
const READS_ONLY = /^\s*(select|show|begin|start\s+transaction|set|savepoint|release|rollback|listen|unlisten|values|explain)\b/i;
const ENDS_TRANSACTION = /^\s*(commit|end)\b/i;
const WRITTEN_TABLE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/** A statement that may change data a public answer reads ("with ... insert" counts: anything not known to only read). */
export function writesWatchedData(text: string): boolean {
  // Several statements in one text: any of them may write.
  if (/;\s*\S/.test(text)) return true;
  if (READS_ONLY.test(text) || ENDS_TRANSACTION.test(text)) return false;
  const table = WRITTEN_TABLE.exec(text)?.[1];
  return table === undefined || !UNWATCHED_TABLES.has(table.toLowerCase());
}

/**
 * Whether a write statement changed rows: an UPDATE or DELETE that matched none (a job's
 * periodic sweep finding nothing) changed nothing. Unknown (DDL, several results): it may have.
 */
function changedRows(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return true;
  const { rowCount, affectedRows } = result as { rowCount?: unknown; affectedRows?: unknown };
  const count = typeof rowCount === 'number' ? rowCount : typeof affectedRows === 'number' ? affectedRows : undefined;
  return count === undefined || count > 0;
}

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && typeof (query as { text?: unknown }).text === 'string'
      ? (query as { text: string }).text
      : '';

/**
 * PostgreSQL: every pooled connection's statements. A write outside a transaction counts once it
 * is done; inside one, the COMMIT that ends it counts.
 */
export function watchPoolWrites(pool: pg.Pool, counter: WriteCounter): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    let wrote = false;
    const settled = (text: string, result: unknown) => {
      if (/^\s*(begin|start\s+transaction)\b/i.test(text)) {
        inTransaction = true;
        wrote = false;
      } else if (ENDS_TRANSACTION.test(text)) {
        inTransaction = false;
        if (wrote) counter.committed();
        wrote = false;
      } else if (/^\s*rollback\b(?!\s+to)/i.test(text)) {
        inTransaction = false;
        wrote = false;
      } else if (writesWatchedData(text) && changedRows(result)) {
        if (inTransaction) wrote = true;
        else counter.committed();
      }
    };
    client.query = ((...args: unknown[]) => {
      const text = textOf(args[0]);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          if (!error) settled(text, result);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (!(answer instanceof Promise)) return answer;
      return answer.then((result: unknown) => {
        settled(text, result);
        return result;
      });
    }) as typeof client.query;
  });
}

/** PGlite: statements outside a transaction count once done; a transaction that wrote, once committed. */
export function watchPgliteWrites(client: PGlite, counter: WriteCounter): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    const result = await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    if (writesWatchedData(text) && changedRows(result)) counter.committed();
    return result;
  }) as typeof client.query;
  client.exec = (async (text: string, ...rest: unknown[]) => {
    const result = await (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    // Scripts of many statements (migrations): counted whatever they hold.
    counter.committed();
    return result;
  }) as typeof client.exec;
  client.transaction = (async (run: Parameters<PGlite['transaction']>[0]) => {
    let wrote = false;
    const result = await transaction((tx) => {
      const watched = Object.create(tx) as typeof tx;
      watched.query = (async (text: string, ...rest: unknown[]) => {
        const result = await (tx.query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
        if (writesWatchedData(text) && changedRows(result)) wrote = true;
        return result;
      }) as typeof tx.query;
      watched.exec = (async (text: string, ...rest: unknown[]) => {
        wrote = true;
        return (tx.exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
      }) as typeof tx.exec;
      return run(watched);
    });
    if (wrote) counter.committed();
    return result;
  }) as typeof client.transaction;
}
