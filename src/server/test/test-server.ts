import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { PHONE_ONLY_EMAIL_DOMAIN } from '../../shared/accounts';
import { normalizePhone } from '../../shared/schemas/auth';
import type { Auth } from '../auth';
import type { Database, DatabaseHandle, DatabaseTarget } from '../db/client';
import { outbox } from '../db/schema/index';
import { createApp } from '../app';
import type { NotificationService } from '../features/notifications/index';
import type { AppDeps } from '../http/context';
import { readEnv } from '../env';
import { listApiRoutes, type ApiRoute } from '../http/route-table';
import { createLogger } from '../logger';
import { createMailDrop, mailDropDirIn, readMailDrop } from '../messaging/mail-drop';
import { createMessenger } from '../messaging/messenger';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { createLocalStorage } from '../storage/local-storage';
import { startServer } from '../server';
import { databaseUrl, quoteIdentifier, randomSuffix, withMaintenanceClient } from './global-setup';
import { HttpClient } from './http-client';

/**
 * The background jobs that run on a timer, off: tests run each one themselves, at the time they
 * choose (the outbox's delivery stays on its default, as tests read the outbox as it is).
 */
export const TIMED_JOBS_OFF = {
  // The waitlist's expiry; the payment reminders (decision 045); the reminders to answer for a
  // game (decision 074).
  WAITLIST_EXPIRY_INTERVAL_SECONDS: '0',
  PAYMENT_REMINDER_INTERVAL_SECONDS: '0',
  RSVP_REMINDER_INTERVAL_SECONDS: '0',
  // Notification delivery (decision 072): tests call server.notifications.deliver().
  NOTIFICATION_DELIVERY_INTERVAL_SECONDS: '0',
  // The team chat's e-mail digest (decision 078): tests call sendChatDigests().
  CHAT_DIGEST_INTERVAL_SECONDS: '0',
  // The draft clock (decision 081): tests call runDraftClocks() with the time they choose.
  DRAFT_CLOCK_INTERVAL_SECONDS: '0',
} as const;

export interface TestServerOptions {
  /** Environment overrides, e.g. `{ SIGN_IN_LIMIT_PER_MINUTE: '3' }`. */
  env?: Record<string, string>;
  /** The agent push requests use: the local push endpoint's (push-endpoint.ts), which trusts its certificate. */
  pushAgent?: Agent;
  /** The server's logger, for tests that read what it logs (LOG_LEVEL is silent otherwise). */
  logger?: Logger;
  /** A built web app to serve (a folder with an index.html), for tests of the pages' HTML. */
  webDist?: string;
}

export interface SignedUpUser {
  userId: string;
  email: string;
  password: string;
  /** Signed in as this user (finishing sign-up starts a session). */
  client: HttpClient;
}

export interface PhoneSignIn {
  userId: string;
  code: string;
  client: HttpClient;
}

export type OutboxRow = typeof outbox.$inferSelect;

export interface TestServer {
  /** Where the tests reach the server (its local address). */
  url: string;
  /** The site's public address: links in e-mails and photo URLs start with it. */
  publicUrl: string;
  /** This server's DATA_DIR, a temporary directory removed on close (uploads live here). */
  dataDir: string;
  port: number;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  /** The server's realtime hub (decision 036): its viewers, for the stream tests. */
  realtime: RealtimeHub;
  /**
   * The notification service (decision 072). Its job does not run in tests: they deliver with
   * `notifications.deliver({ now })` at the time they choose.
   */
  notifications: NotificationService;
  close(): Promise<void>;
  /**
   * A new client with an empty cookie jar and, unless `clientAddress: null`, an address of
   * its own (the test server trusts X-Forwarded-For), like a separate device.
   */
  client(options?: { clientAddress?: string | null }): HttpClient;
  /** Signs a new account up through the API and finishes it with the mailed code; unique e-mail unless given. */
  signUp(input?: { email?: string; password?: string; name?: string; client?: HttpClient }): Promise<SignedUpUser>;
  /**
   * Phone sign-in through the API: sends the code, reads it from the outbox, verifies it. The
   * number must be an account's (decision 049: a code creates no account).
   */
  signInWithPhone(phoneNumber: string, client?: HttpClient): Promise<PhoneSignIn>;
  /**
   * An account with no e-mail address whose verified number is this one, as phone sign-in made
   * them before decision 049 (they still sign in by phone). Returns its id.
   */
  createPhoneOnlyAccount(phoneNumber: string): Promise<string>;
  /** What the app "sent", newest first, each body as its recipient got it (secrets included). */
  outbox(filter?: { recipient?: string; channel?: 'email' | 'sms' }): Promise<OutboxRow[]>;
}

export const TEST_PASSWORD = 'correct-horse-battery-staple';

let uniqueCounter = 0;
/** Unique within a worker; the random part keeps workers and runs apart too. */
export function uniqueId(): string {
  uniqueCounter += 1;
  return `${Date.now().toString(36)}${uniqueCounter}${randomSuffix().slice(0, 4)}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${uniqueId()}@example.test`;
}

let addressCounter = 0;
/** A private-range address no other client of this worker has. */
function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { target, dispose: disposeDatabase } = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'league-data-'));
  const dispose = async () => {
    await disposeDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  const env = readEnv({
    NODE_ENV: 'test',
    // Every test account hashes its password at sign-up and sign-in: at the standard cost that was
    // a large share of the suites' time (decision 090). The standard cost is a setting, not code.
    PASSWORD_HASHING: 'light',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Every test client sends its own address, so that Better Auth's per-address limits
    // (sign-up: 3 per 10 s) count each client like a separate device, as in production
    // behind the proxy. Tests of the limits themselves turn this off.
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    // What each recipient got, secrets included: the outbox keeps none (issue 19).
    MAIL_DROP_DIR: mailDropDirIn(dataDir),
    ...TIMED_JOBS_OFF,
    ...options.env,
  });
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({ env, database: target, logger: options.logger, pushAgent: options.pushAgent, webDist: options.webDist });
  } catch (error) {
    await dispose();
    throw error;
  }
  const { localUrl: url, database, auth } = running;
  const db = database.db;

  const server: TestServer = {
    url,
    publicUrl: running.url,
    dataDir,
    port: running.port,
    database,
    db,
    auth,
    realtime: running.realtime,
    notifications: running.notifications,
    async close() {
      try {
        await running.close();
      } finally {
        await dispose();
      }
    },
    client(clientOptions = {}) {
      const clientAddress = clientOptions.clientAddress === null ? undefined : (clientOptions.clientAddress ?? nextClientAddress());
      return new HttpClient(url, { clientAddress });
    },
    async signUp(input = {}) {
      const client = input.client ?? server.client();
      const email = input.email ?? uniqueEmail();
      const password = input.password ?? TEST_PASSWORD;
      const response = await client.request('POST', '/api/auth/sign-up/email', { email, password, name: input.name ?? 'Test User' });
      if (response.status !== 200) throw new Error(`sign-up of ${email} failed: ${response.status} ${response.text}`);
      // Finished with the code mailed to the address, as the sign-up page does (decision 052).
      const [mail] = await server.outbox({ recipient: email.toLowerCase(), channel: 'email' });
      const code = mail ? otpCodeIn(mail.body) : undefined;
      if (!mail || !code) throw new Error(`no sign-up code mailed to ${email} (is the address taken?)`);
      // Read and done with: tests that count an address's mails count what came after sign-up.
      await db.delete(outbox).where(eq(outbox.id, mail.id));
      const finished = await client.request<{ user?: { id?: unknown } }>('POST', '/api/auth/email-otp/verify-email', { email, otp: code, password });
      const userId = finished.body.user?.id;
      if (finished.status !== 200 || typeof userId !== 'string') {
        throw new Error(`finishing the sign-up of ${email} failed: ${finished.status} ${finished.text}`);
      }
      return { userId, email, password, client };
    },
    async signInWithPhone(phoneNumber, client = server.client()) {
      const sent = await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
      if (sent.status !== 200) throw new Error(`send-otp to ${phoneNumber} failed: ${sent.status} ${sent.text}`);
      // The server may store the number in its canonical form rather than as typed.
      const sms = (await server.outbox({ channel: 'sms' })).find((m) => normalizePhone(m.recipient) === normalizePhone(phoneNumber));
      const code = sms ? otpCodeIn(sms.body) : undefined;
      if (!code) throw new Error(`no sign-in code in the outbox for ${phoneNumber}`);
      const verified = await client.request<{ user?: { id?: unknown } }>('POST', '/api/auth/phone-number/verify', { phoneNumber, code });
      const userId = verified.body.user?.id;
      if (verified.status !== 200 || typeof userId !== 'string') {
        throw new Error(`phone verify of ${phoneNumber} failed: ${verified.status} ${verified.text}`);
      }
      return { userId, code, client };
    },
    async createPhoneOnlyAccount(phoneNumber) {
      const phone = normalizePhone(phoneNumber);
      const context = await auth.$context;
      // Through Better Auth's adapter, so its hooks run (every new account is a player).
      const user = await context.internalAdapter.createUser(
        {
          email: `${phone.replace(/\D/g, '')}.${randomSuffix().slice(0, 8)}@${PHONE_ONLY_EMAIL_DOMAIN}`,
          name: phone,
          phoneNumber: phone,
          phoneNumberVerified: true,
        },
        { method: 'phone-number' },
      );
      return user.id;
    },
    async outbox(filter = {}) {
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(
            filter.recipient === undefined ? undefined : eq(outbox.recipient, filter.recipient),
            filter.channel === undefined ? undefined : eq(outbox.channel, filter.channel),
          ),
        )
        .orderBy(desc(outbox.id));
      // As the recipient got it: the delivered text from the mail drop, or, while it waits
      // for delivery, the full text the outbox keeps until then.
      const delivered = new Map((await readMailDrop(mailDropDirIn(dataDir))).map((m) => [m.id, m.body]));
      return rows.map((row) => ({ ...row, body: delivered.get(row.id) ?? row.secretBody ?? row.body }));
    },
  };
  return server;
}

/** The app's API routes with their access rules, for tests that walk every route. */
export function listTestServerRoutes(server: TestServer): ApiRoute[] {
  return listApiRoutes(createApp(testAppDeps(server)));
}

/** What the app is made of, on the test server's database: for tests that read the route declarations themselves. */
export function testAppDeps(server: TestServer): AppDeps {
  const logger = createLogger('silent');
  return {
    database: server.database,
    auth: server.auth,
    messenger: createMessenger({ db: server.db, logger }),
    logger,
    trustedOrigins: [],
    trustProxy: false,
    baseUrl: server.publicUrl,
    photoStorage: createLocalStorage({ directory: join(server.dataDir, 'route-table'), publicBaseUrl: server.publicUrl }),
    photoUploadsPerHour: 1,
    waitlistJoinsPerHour: 1,
    payments: null,
    // Only its route table is read: the hub is never started.
    realtime: createRealtimeHub({ database: server.database, logger }),
    notifications: server.notifications,
    secret: 'test-route-table-secret',
  };
}

/** A messenger of the test's own on the server's database, whose messages the server's outbox() reads in full. */
export function testMessenger(server: TestServer) {
  return createMessenger({ db: server.db, logger: createLogger('silent'), drop: createMailDrop(mailDropDirIn(server.dataDir)) });
}

/** The six-digit code of a sign-in text, if it has one. */
export function otpCodeIn(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/** A migrated database of this test file's own, and how to get rid of it. */
async function freshDatabase(): Promise<{ target: DatabaseTarget; dispose: () => Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = new Blob([new Uint8Array(await readFile(source.snapshotPath))]);
    // In memory: gone with the server, nothing to clean up.
    return { target: { kind: 'pglite-memory', snapshot }, dispose: async () => {} };
  }
  const name = `${source.databasePrefix}${randomSuffix()}`;
  await withMaintenanceClient(source.url, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(source.templateDatabase)}`),
  );
  return {
    // A copy of the migrated template: startServer's migration finds nothing left to apply.
    target: { kind: 'postgres', url: databaseUrl(source.url, name) },
    dispose: async () => {
      await withMaintenanceClient(source.url, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    },
  };
}
