import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './logger';
import { createMessenger } from './messaging/messenger';
import { createRealtimeHub } from './realtime/hub';
import { createLocalStorage } from './storage/local-storage';
import { HttpClient } from './test/http-client';
import { setWaitlistMode } from './test/registration-factories';
import { startTestServer, uniqueEmail, type TestServer } from './test/test-server';

/**
 * The app as the server builds it, on a test server's database and auth, but logging into
 * `lines` at debug level (request lines included): what an operator's log would hold.
 */
let server: TestServer;
let http: ServerType;
let client: HttpClient;
const lines: string[] = [];
const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });

beforeAll(async () => {
  server = await startTestServer();
  // The waitlist is open only in waitlist mode (decision 011): the insert below must be tried.
  await setWaitlistMode(server.db, true);
  const port = await new Promise<number>((ready) => {
    http = serve({ fetch: (request, bindings) => app.fetch(request, bindings), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ready(info.port));
  });
  const origin = `http://127.0.0.1:${port}`;
  const app = createApp({
    database: server.database,
    auth: server.auth,
    messenger: createMessenger({ db: server.db, logger }),
    logger,
    trustedOrigins: [origin],
    trustProxy: false,
    baseUrl: origin,
    photoStorage: createLocalStorage({ directory: join(server.dataDir, 'logged'), publicBaseUrl: `${origin}/media/player-photos` }),
    photoUploadsPerHour: 5,
    waitlistJoinsPerHour: 10,
    payments: null,
    // Not started: these tests open no stream.
    realtime: createRealtimeHub({ database: server.database, logger }),
    notifications: server.notifications,
    secret: 'test-route-table-secret',
  });
  client = new HttpClient(origin);
});
afterAll(async () => {
  await new Promise<void>((done) => {
    if (!http) return done();
    http.close(() => done());
    if ('closeAllConnections' in http) http.closeAllConnections();
  });
  await server?.close();
});

/** Everything logged while `action` ran. */
async function logOf(action: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await action();
  return lines.slice(from).join('');
}

// What the form held: none of it may reach the log.
const SECRETS = {
  first_name: 'Quillonia',
  last_name: 'Marchbanks',
  email: uniqueEmail('private'),
  phone_number: '(416) 555-0177',
  emergency_contact_name: 'Thaddeus Marchbanks',
  emergency_contact_phone: '416-555-0199',
  notes: 'Recovering from knee surgery',
};

describe('logs never carry parameter values', () => {
  it("logs a failed insert's error by name, code and stack frames, without the values it was run with", async () => {
    // Every new waitlist row now fails inside PostgreSQL: a 500 the log must explain.
    await server.db.execute(sql`alter table waitlist_entries add constraint refuse_every_row check (false) not valid`);
    let status = 0;
    const log = await logOf(async () => {
      const response = await client.api('POST /api/waitlist', {
        body: {
          ...SECRETS,
          date_of_birth: '1992-04-09',
          gender: 'Female',
          is_new_player: true,
          skill_level: 6,
          positions_played: ['Midfield'],
          preferred_position: 'Midfield',
          jersey_size: 'M',
          has_physical_conditions: false,
          mailing_list_opt_in: true,
          waiver_accepted: true,
        },
      });
      status = response.status;
    });
    expect(status).toBe(500);

    const failure = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; err?: { name: string; message: string; stack: string; code?: string; cause?: { code?: string } } })
      .find((line) => line.msg === 'unhandled error');
    // Still useful to whoever reads it: what failed, where, which constraint.
    expect(failure?.err?.name).toEqual(expect.any(String));
    expect(failure?.err?.message).toMatch(/insert into "waitlist_entries"/);
    expect(failure?.err?.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(failure?.err)).toContain('refuse_every_row');
    expect(failure?.err?.cause?.code).toBe('23514');

    for (const value of Object.values(SECRETS)) expect(log).not.toContain(value);
    expect(log).not.toContain('555-01');
    expect(log).not.toMatch(/params/i);
  });

  it('logs a request by its path, never its query string', async () => {
    const log = await logOf(() => client.api('GET /api/public/players', { query: { q: 'Quillonia 555-0177' } }));
    expect(log).toContain('"path":"/api/public/players"');
    expect(log).not.toContain('Quillonia');
    expect(log).not.toContain('555-0177');
  });

  it('keeps values out of errors logged any other way: alone, or among the details of a line', async () => {
    const error = await server.db.execute(sql`select ${SECRETS.emergency_contact_phone}::int`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const log = await logOf(async () => {
      logger.error(error);
      // Better Auth's errors reach the log as `details` (src/server/auth.ts).
      logger.error({ component: 'auth', details: [error] }, 'auth failed');
      logger.warn(error instanceof Error ? error.message : '');
    });
    expect(log.split('\n').filter(Boolean)).toHaveLength(3);
    expect(log).not.toContain('555-0199');
    expect(log).toMatch(/invalid input syntax for type integer/);
  });

  it('makes a long message safe in linear time: 150 KB of spaces, with or without params after them', async () => {
    const spaces = ' '.repeat(150_000);
    const started = performance.now();
    const log = await logOf(async () => {
      logger.warn(`caller text${spaces}x`);
      logger.warn(`Failed query: select 1${spaces}params: ${SECRETS.phone_number}`);
    });
    // A pattern like /\s*params:/ retried every space of the run: about a minute for this.
    expect(performance.now() - started).toBeLessThan(500);
    const [first, second] = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect(first?.msg).toBe(`caller text${spaces}x`);
    expect(second?.msg).toBe('Failed query: select 1');
  });
});
