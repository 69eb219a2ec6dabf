import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createBoundedPool, DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './bounded-pool';
import * as schema from './schema/index';
import { acquireSetupLock } from './setup-lock';
import { createWriteCounter, watchPgliteWrites, watchPoolWrites, type WriteWatch } from './write-watch';

/** Both drivers give the same Drizzle API; services only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for a connection of its own beside the pool (the realtime hub's LISTEN). */
  postgresUrl?: string;
  /** How long to wait on the database (decision 056); /readyz and the LISTEN line use them too. */
  limits: DatabaseLimits;
  /** This process's committed writes, counted (decision 087): answers kept ready know when they are old. */
  writes: WriteWatch;
  migrate(): Promise<void>;
  /**
   * Waits until no other process is setting this database up (migrations, seed), then holds
   * that right until the returned release (decision 085). PGlite has one process: nothing to wait for.
   */
  lockSetup(): Promise<() => Promise<void>>;
  /** Throws unless the database answers and every committed migration is applied. */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

function committedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string } // a directory on disk
  | { kind: 'pglite-memory'; snapshot?: Blob | File };

export function targetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR, 'pglite') };
}

export interface OpenDatabaseOptions {
  /** An idle PostgreSQL connection that broke (server restart, a dropped database). */
  onConnectionError?: (error: Error) => void;
  /** Default DEFAULT_DATABASE_LIMITS (the server passes DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS). */
  limits?: DatabaseLimits;
}

export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const limits = options.limits ?? DEFAULT_DATABASE_LIMITS;
  if (target.kind === 'postgres') {
    const { url } = target;
    const pool = createBoundedPool(url, limits);
    // Without a listener an idle connection's error is thrown as an unhandled error and takes
    // the process down; the pool drops that connection and makes a new one when needed.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const writes = createWriteCounter();
    watchPoolWrites(pool, writes);
    const db = drizzleNodePg(pool, { schema });
    const handle = makeHandle(
      'postgres',
      db,
      limits,
      writes,
      () => migrateWithoutQueryTimeout(url, limits),
      () => pool.end(),
    );
    return { ...handle, postgresUrl: url, lockSetup: () => acquireSetupLock(url, limits.connectTimeoutMs) };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    // PGlite is one process per data directory: a second process would silently lose writes.
    mkdirSync(dirname(target.dataDir), { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.snapshot ? { loadDataDir: target.snapshot } : {});
  }
  const writes = createWriteCounter();
  watchPgliteWrites(client, writes);
  const db = drizzlePglite(client, { schema });
  return makeHandle(
    'pglite',
    db,
    limits,
    writes,
    () => migratePglite(db, { migrationsFolder }),
    () => client.close(),
    client,
  );
}

/** The PGlite instance behind a handle, for snapshots in tests. */
const pgliteClients = new WeakMap<DatabaseHandle, PGlite>();
export function pgliteClientOf(handle: DatabaseHandle): PGlite | undefined {
  return pgliteClients.get(handle);
}

/** A migration (an index on a big table) may rightly take longer than any request's statement. */
async function migrateWithoutQueryTimeout(url: string, limits: DatabaseLimits): Promise<void> {
  const pool = createBoundedPool(url, { ...limits, queryTimeoutMs: 0 }, { max: 1 });
  try {
    await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

function makeHandle(
  kind: DatabaseHandle['kind'],
  db: Database,
  limits: DatabaseLimits,
  writes: WriteWatch,
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
  pgliteClient?: PGlite,
): DatabaseHandle {
  const handle: DatabaseHandle = {
    db,
    kind,
    limits,
    writes,
    migrate: runMigrations,
    lockSetup: async () => async () => {},
    async checkReady() {
      const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const applied = Number(row?.count ?? 0);
      const expected = committedMigrationCount();
      if (applied < expected) throw new Error(`${applied} of ${expected} migrations applied`);
    },
    close,
  };
  if (pgliteClient) pgliteClients.set(handle, pgliteClient);
  return handle;
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
