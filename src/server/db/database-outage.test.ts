import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LIVE_CHANNEL } from '../../shared/games';
import { readEnv } from '../env';
import { createLogger } from '../logger';
import { publishRealtime } from '../realtime/publish';
import { startServer, type RunningServer } from '../server';
import { EventStreamClient } from '../test/event-stream-client';
import { HttpClient } from '../test/http-client';
import { databaseUrl, quoteIdentifier, randomSuffix, withMaintenanceClient } from '../test/global-setup';
import { startPostgresProxy, type PostgresProxy } from '../test/postgres-proxy';
import { mailDropDirIn, readMailDrop } from '../messaging/mail-drop';

/**
 * PostgreSQL stopped or hung under a running app (issue 19, item 9): a proxy of the test's own
 * stands between the app and the machine's PostgreSQL and plays both.
 */

/** Small on purpose: a hung database must cost a request about this much, not the hang's length. */
const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;
/** What a request may take while the database is down or hung: the timeouts above and some slack. */
const ANSWER_BOUND_MS = 4_000;
/**
 * A read that goes to the database every time: the public answers of decision 087 are kept
 * until the next write (at most 10 s), so one read just before the outage may still be served.
 */
const READ = '/api/teams/options';

let proxy: PostgresProxy;
let server: RunningServer;
let dataDir: string;
let databaseName: string;
let maintenanceUrl: string;
/** Every line the server logged, parsed. */
const logLines: Record<string, unknown>[] = [];

async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(`${server.localUrl}${path}`, init);
  const text = await response.text();
  return { response, text, ms: performance.now() - started };
}

/** The first time (ms from now) a read answers 200, polling every 50 ms. */
async function msUntilReadsWork(): Promise<number> {
  const started = performance.now();
  await vi.waitFor(
    async () => {
      const { response } = await timed(READ);
      expect(response.status).toBe(200);
    },
    { timeout: 10_000, interval: 50 },
  );
  return performance.now() - started;
}

function expectUnavailable(answer: { response: Response; text: string }) {
  expect(answer.response.status).toBe(503);
  expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(answer.response.headers.get('content-type')).toMatch(/application\/json/);
  expect(JSON.parse(answer.text)).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL down or hung under a running app', () => {
  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    maintenanceUrl = source.url;
    databaseName = `${source.databasePrefix}${randomSuffix()}`;
    await withMaintenanceClient(source.url, (client) =>
      client.query(`create database ${quoteIdentifier(databaseName)} template ${quoteIdentifier(source.templateDatabase)}`),
    );
    const target = new URL(source.url);
    proxy = await startPostgresProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = await mkdtemp(join(tmpdir(), 'league-data-outage-'));
    const env = readEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      MAIL_DROP_DIR: mailDropDirIn(dataDir),
      WAITLIST_EXPIRY_INTERVAL_SECONDS: '0',
      PAYMENT_REMINDER_INTERVAL_SECONDS: '0',
      RSVP_REMINDER_INTERVAL_SECONDS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
    server = await startServer({ env, database: { kind: 'postgres', url: proxy.urlFor(databaseUrl(source.url, databaseName)) }, logger });
  });

  afterAll(async () => {
    await proxy?.resume();
    await server?.close();
    await proxy?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (databaseName) {
      await withMaintenanceClient(maintenanceUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`));
    }
  });

  it('answers reads with 503 and Retry-After in the error shape while it is stopped, logs one short line each, and recovers at once', async () => {
    expect((await timed(READ)).response.status).toBe(200);
    const logged = logLines.length;
    await proxy.refuse();
    try {
      const answers = [];
      for (let n = 0; n < 5; n += 1) answers.push(await timed(READ));
      for (const answer of answers) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      const ready = await timed('/readyz');
      expect(ready.response.status).toBe(503);
      expect(JSON.parse(ready.text)).toEqual({ status: 'not ready' });

      // No stack per request, no flood: at most a line per failed request, plus the few of the
      // pool and the realtime listener noticing.
      const during = logLines.slice(logged);
      expect(during.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
      expect(during.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(during.length).toBeLessThanOrEqual(answers.length + 1 + 6);
    } finally {
      await proxy.resume();
    }
    expect(await msUntilReadsWork()).toBeLessThan(2_000);
  });

  it('answers reads and /readyz within the bound while it hangs, 503 for those beyond it, and recovers at once', async () => {
    expect((await timed(READ)).response.status).toBe(200);
    proxy.stall();
    try {
      // More than the pool holds (10): the rest wait for a connection, but not for ever.
      const answers = await Promise.all([...Array.from({ length: 14 }, () => timed(READ)), timed('/readyz')]);
      const ready = answers.pop();
      for (const answer of answers) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      expect(ready?.response.status).toBe(503);
      expect(ready?.ms).toBeLessThan(ANSWER_BOUND_MS);
    } finally {
      await proxy.resume();
    }
    expect(await msUntilReadsWork()).toBeLessThan(2_000);
    // Nothing was lost while it hung: the whole pool answers again.
    const after = await Promise.all(Array.from({ length: 14 }, () => timed(READ)));
    expect(after.map((answer) => answer.response.status)).toEqual(after.map(() => 200));
  });

  it('answers a signed-in caller, and Better Auth, with the same 503 while it is stopped', async () => {
    const client = new HttpClient(server.localUrl, { clientAddress: '10.9.0.1' });
    const account = { email: `outage-${randomSuffix()}@example.test`, password: 'correct-horse-battery-staple' };
    expect((await client.request('POST', '/api/auth/sign-up/email', { ...account, name: 'Out Age' })).status).toBe(200);
    // Signed in once the mailed code is entered (decision 052).
    await vi.waitFor(async () => expect(await readMailDrop(mailDropDirIn(dataDir))).not.toEqual([]));
    const [mail] = await readMailDrop(mailDropDirIn(dataDir));
    const otp = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    expect((await client.request('POST', '/api/auth/email-otp/verify-email', { ...account, otp })).status).toBe(200);
    const logged = logLines.length;
    await proxy.refuse();
    try {
      for (const path of ['/api/me/player', '/api/auth/get-session']) {
        const answer = await client.request('GET', path);
        expect({ path, status: answer.status }).toEqual({ path, status: 503 });
        expect(answer.body).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // Better Auth's own report of the failed query (a stack) is not written: the app's one line is.
      expect(logLines.slice(logged).filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    } finally {
      await proxy.resume();
    }
    await msUntilReadsWork();
    expect((await client.request('GET', '/api/auth/get-session')).status).toBe(200);
  });

  it('transactions cut short by a hang leave no connection behind: afterwards the whole pool answers, and writes commit', async () => {
    const db = server.database.db;
    // Every connection of the pool open and idle, so that the transactions below all get one.
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.2)`)));
    proxy.stall();
    try {
      // More than the pool holds; each BEGIN or statement gets no answer.
      const cut = await Promise.allSettled(Array.from({ length: 12 }, () => db.transaction((tx) => tx.execute(sql`select 1`))));
      expect(cut.map((result) => result.status)).toEqual(cut.map(() => 'rejected'));
    } finally {
      await proxy.resume();
    }
    expect(await msUntilReadsWork()).toBeLessThan(2_000);
    const after = await Promise.all(Array.from({ length: 14 }, () => timed(READ)));
    expect(after.map((answer) => answer.response.status)).toEqual(after.map(() => 200));
    // No connection was handed back inside a transaction: what is written here is committed.
    const channel = `probe-${randomSuffix()}`;
    await Promise.all(Array.from({ length: 10 }, () => db.transaction((tx) => publishRealtime(tx, channel, { n: 1 }))));
    const committed = await withMaintenanceClient(databaseUrl(maintenanceUrl, databaseName), (client) =>
      client.query<{ count: number }>('select count(*)::int as count from realtime_messages where channel = $1', [channel]),
    );
    expect(committed.rows[0]?.count).toBe(10);
  });

  it('resumes the live stream after an outage: a message committed after it reaches an open viewer', async () => {
    const viewer = await EventStreamClient.open(`${server.localUrl}/api/live/stream`);
    try {
      await proxy.refuse();
      await new Promise((done) => setTimeout(done, 3_000));
      await proxy.resume();
      await msUntilReadsWork();
      const id = await server.database.db.transaction((tx) => publishRealtime(tx, LIVE_CHANNEL, { probe: 'after the outage' }));
      await vi.waitFor(() => expect(viewer.events.map((event) => event.id)).toContain(String(id)), { timeout: 3_000, interval: 20 });
    } finally {
      viewer.close();
    }
  });
});
