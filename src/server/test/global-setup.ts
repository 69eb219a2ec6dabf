import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClientOf } from '../db/client';

/**
 * Where each test file gets its database from. PGlite (default): a migrated data directory
 * dumped once per run, which a test file loads in well under a second instead of migrating
 * (about 2 s). PostgreSQL (TEST_DATABASE_URL set): the server to make one database per test
 * file on, named with this run's prefix, copied from a template migrated once per run.
 */
export type TestDatabaseSource = { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; url: string; databasePrefix: string; templateDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Every database the tests make starts with this; nothing else on the server is touched. */
export const TEST_DATABASE_PREFIX = 'league_test_';
/** A leftover of a crashed run older than this is dropped; a newer one may be a live run. */
const LEFTOVER_AGE_SECONDS = 6 * 60 * 60;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(project, url);
  return setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'league-test-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await handle.migrate();
    const client = pgliteClientOf(handle);
    if (!client) throw new Error('pglite-memory database without a PGlite client');
    // Uncompressed: loading skips the gunzip, and the file only lives for this run.
    const snapshot = await client.dumpDataDir('none');
    const snapshotPath = join(dir, 'migrated.tar');
    await writeFile(snapshotPath, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  } finally {
    await handle.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  // The epoch seconds in the name let a later run tell an abandoned database from a live one.
  const databasePrefix = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomSuffix()}_`;
  const templateDatabase = `${databasePrefix}template`;
  await withMaintenanceClient(url, async (client) => {
    await dropDatabases(client, (name) => isAbandoned(name));
    await client.query(`create database ${quoteIdentifier(templateDatabase)}`);
  });
  // Migrated once here; each test file's database is a copy (create database … template), which
  // takes a fraction of running the migrations again. No connection may stay open on a template.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, templateDatabase) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'postgres', url, databasePrefix, templateDatabase });
  return async () => {
    // A test file that crashed before its afterAll leaves its database behind.
    await withMaintenanceClient(url, (client) => dropDatabases(client, (name) => name.startsWith(databasePrefix)));
  };
}

export function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

export async function withMaintenanceClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach TEST_DATABASE_URL (${redact(url)}): ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function dropDatabases(client: pg.Client, shouldDrop: (name: string) => boolean): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_DATABASE_PREFIX}%`]);
  for (const { datname } of rows) {
    if (shouldDrop(datname)) await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
  }
}

function isAbandoned(name: string): boolean {
  const created = Number(name.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
  return Number.isFinite(created) && Date.now() / 1000 - created > LEFTOVER_AGE_SECONDS;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
