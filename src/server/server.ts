import type { Agent } from 'node:https';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createAuth, type Auth } from './auth';
import { ensureBootstrapAdmin } from './bootstrap-admin';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/client';
import { databaseErrorLogFields } from './db/unavailable';
import { seedDemoGallery } from './db/seed/demo-gallery';
import { hasDemoAccounts, isDatabaseEmpty, seedDemoLeague, type DemoAccount } from './db/seed/demo-league';
import type { Env } from './env';
import { createNotificationService, type NotificationService } from './features/notifications/index';
import { createStripeGateway } from './features/payments/stripe-gateway';
import { startRsvpReminderTimer } from './features/availability/rsvp-reminders';
import { startDraftClockJob } from './features/drafts/index';
import { startChatDigestJob } from './features/team-chat/index';
import { startPaymentReminderTimer } from './features/registrations/payment-reminders';
import { readLeagueSettings } from './core/settings/league-settings';
import { startWaitlistExpiryTimer, type ExpiryTimer } from './features/waitlist/expiry-timer';
import { ensureWaiver } from './features/waivers/waivers.service';
import type { PeriodicJob } from './jobs/periodic-job';
import { createLogger } from './logger';
import { createMailDrop, mailDropDirIn } from './messaging/mail-drop';
import { createMessenger } from './messaging/messenger';
import { startOutboxDispatcher, type OutboxDispatcher } from './messaging/outbox-dispatcher';
import { smtpTransport, twilioTransport } from './messaging/transports';
import { startDataChangeSync, type DataChangeSync } from './realtime/data-changes';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { readOpenFileLimit, reservedDescriptors, type StreamLimits, streamTotalWithin } from './realtime/stream-admission';
import { createPhotoStorage } from './storage/photo-storage';

// Only for development and tests; production refuses to start without AUTH_SECRET (env.ts).
const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

export interface StartOptions {
  env: Env;
  database: DatabaseTarget;
  webDist?: string;
  logger?: Logger;
  /** The HTTPS agent for push services: the tests' trusts their local push endpoint's certificate. */
  pushAgent?: Agent;
}

export interface RunningServer {
  /** The public address (BASE_URL, or localhost on the bound port). */
  url: string;
  /** Where this process listens, for callers on this machine (tests, benchmarks). */
  localUrl: string;
  /** The address bound: HOST, or bindHost's choice. */
  host: string;
  /** Where messages are written in full (mailDropDirOf), if anywhere. */
  mailDropDir: string | undefined;
  port: number;
  database: DatabaseHandle;
  auth: Auth;
  demoAccounts: DemoAccount[];
  /** This process's realtime hub (decision 036). */
  realtime: RealtimeHub;
  /** The notification service (decision 072); tests run its delivery by hand. */
  notifications: NotificationService;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database = await openDatabase(options.database, {
    onConnectionError: (error) => logger.warn(databaseErrorLogFields(error), 'a PostgreSQL connection broke; the pool replaces it'),
    limits: { connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS },
  });
  // Migrations, the demo seed and the first admin, by one process at a time: the others wait
  // here and then find the work done (decision 085). Released once the app is built and seeded.
  const releaseSetup = await database.lockSetup().catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let shouldSeed: boolean;
  let host: string;
  try {
    await database.migrate();
    shouldSeed = (env.SEED_DEMO ?? env.NODE_ENV !== 'production') && (await isDatabaseEmpty(database.db));
    host = bindHost(env.HOST, shouldSeed || (await hasDemoAccounts(database.db)));
  } catch (error) {
    await releaseSetup();
    await database.close();
    throw error;
  }
  const mailDropDir = mailDropDirOf(env);

  let expiryTimer: ExpiryTimer | undefined;
  let paymentReminderTimer: PeriodicJob | undefined;
  let rsvpReminderTimer: PeriodicJob | undefined;
  let outboxDispatcher: OutboxDispatcher | undefined;
  let notificationJob: PeriodicJob | undefined;
  let chatDigestJob: PeriodicJob | undefined;
  let draftClockJob: PeriodicJob | undefined;
  // LISTENs from before the app answers, so no viewer subscribes to a hub that hears nothing.
  const realtime = createRealtimeHub({ database, logger, streamLimits: streamLimitsFor(env, logger) });
  let dataChanges: DataChangeSync | undefined;
  const server = await listen(env.PORT, host, async (port) => {
    await realtime.start();
    // Other app processes' writes make the answers kept here old (decision 087).
    dataChanges = await startDataChangeSync(database, logger);
    const baseUrl = env.BASE_URL ?? `http://localhost:${port}`;
    const trustedOrigins = trustedOriginsFor(baseUrl, port, env);
    const messenger = createMessenger({
      db: database.db,
      logger,
      email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : undefined,
      sms:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? twilioTransport({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM })
          : undefined,
      drop: mailDropDir ? createMailDrop(mailDropDir) : undefined,
    });
    const auth = createAuth({
      db: database.db,
      messenger,
      secret: env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
      baseUrl,
      trustedOrigins,
      secureCookies: baseUrl.startsWith('https://'),
      signInLimitPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE,
      signInCodesPerDay: env.SIGN_IN_CODES_PER_DAY,
      leagueName: async () => (await readLeagueSettings(database.db)).leagueName,
      logger,
      passwordHashing: env.PASSWORD_HASHING,
    });
    const notifications = createNotificationService({
      db: database.db,
      logger,
      baseUrl,
      secret: env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(baseUrl).hostname}`,
      pushAgent: options.pushAgent,
    });
    // The spec's player-photos bucket: S3_BUCKET, else a directory under DATA_DIR (decisions 009, 085).
    const photoStorage = createPhotoStorage(env, baseUrl);
    const app = createApp(
      {
        database,
        auth,
        messenger,
        logger,
        trustedOrigins,
        trustProxy: env.TRUST_PROXY,
        baseUrl,
        photoStorage,
        photoUploadsPerHour: env.PHOTO_UPLOADS_PER_HOUR,
        waitlistJoinsPerHour: env.WAITLIST_JOINS_PER_HOUR,
        payments:
          env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
            ? createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE })
            : null,
        realtime,
        notifications,
        secret: env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
      },
      // Answers are checked against their response schemas except in production (decision 017).
      { webDist: options.webDist, hsts: baseUrl.startsWith('https://'), checkResponses: env.NODE_ENV !== 'production' },
    );
    // Seeded before the app answers, so no request sees a half-made league.
    const demoAccounts = shouldSeed ? await seedDemoLeague({ db: database.db, auth, now: new Date() }) : [];
    // Its files go to storage, which the league seed's transaction has no part in.
    if (shouldSeed) await seedDemoGallery({ db: database.db, storage: photoStorage, now: new Date() });
    // Every install needs a waiver to accept, production included.
    await ensureWaiver(database.db);
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensureBootstrapAdmin({ db: database.db, auth, logger }, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    }
    await releaseSetup();
    if (env.WAITLIST_EXPIRY_INTERVAL_SECONDS > 0) {
      expiryTimer = startWaitlistExpiryTimer({
        db: database.db,
        messenger,
        baseUrl,
        logger,
        intervalMs: env.WAITLIST_EXPIRY_INTERVAL_SECONDS * 1000,
      });
    }
    // Queued e-mails (an announcement's) go out, and failed ones are retried (decision 047).
    if (env.OUTBOX_DELIVERY_INTERVAL_SECONDS > 0) {
      outboxDispatcher = startOutboxDispatcher({ messenger, logger, intervalMs: env.OUTBOX_DELIVERY_INTERVAL_SECONDS * 1000 });
    }
    // Notifications fan out and go out (decision 072); held ones leave when quiet hours end.
    if (env.NOTIFICATION_DELIVERY_INTERVAL_SECONDS > 0) notificationJob = notifications.startJob(env.NOTIFICATION_DELIVERY_INTERVAL_SECONDS * 1000);
    if (env.PAYMENT_REMINDER_INTERVAL_SECONDS > 0) {
      paymentReminderTimer = startPaymentReminderTimer({
        db: database.db,
        baseUrl,
        cardPayments: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
        logger,
        intervalMs: env.PAYMENT_REMINDER_INTERVAL_SECONDS * 1000,
      });
    }
    if (env.RSVP_REMINDER_INTERVAL_SECONDS > 0) {
      rsvpReminderTimer = startRsvpReminderTimer({ db: database.db, baseUrl, logger, intervalMs: env.RSVP_REMINDER_INTERVAL_SECONDS * 1000 });
    }
    // Quiet team chats summed up by e-mail for members without push (decision 078).
    if (env.CHAT_DIGEST_INTERVAL_SECONDS > 0) {
      chatDigestJob = startChatDigestJob({ db: database.db, baseUrl, logger, intervalMs: env.CHAT_DIGEST_INTERVAL_SECONDS * 1000 });
    }
    // Draft picks whose clock ran out are made by the server (decision 081).
    if (env.DRAFT_CLOCK_INTERVAL_SECONDS > 0) {
      draftClockJob = startDraftClockJob({ db: database.db, logger, intervalMs: env.DRAFT_CLOCK_INTERVAL_SECONDS * 1000 });
    }
    return { app, auth, baseUrl, demoAccounts, notifications };
  }).catch(async (error: unknown) => {
    await releaseSetup();
    await rsvpReminderTimer?.stop();
    await chatDigestJob?.stop();
    await draftClockJob?.stop();
    await notificationJob?.stop();
    await paymentReminderTimer?.stop();
    await outboxDispatcher?.stop();
    await expiryTimer?.stop();
    await dataChanges?.stop();
    await realtime.stop();
    await database.close();
    throw error;
  });

  return {
    url: server.baseUrl,
    localUrl: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${server.port}`,
    host,
    mailDropDir,
    port: server.port,
    database,
    auth: server.auth,
    demoAccounts: server.demoAccounts,
    realtime,
    notifications: server.notifications,
    async close() {
      await rsvpReminderTimer?.stop();
      await chatDigestJob?.stop();
      await draftClockJob?.stop();
      await notificationJob?.stop();
      await paymentReminderTimer?.stop();
      await outboxDispatcher?.stop();
      await expiryTimer?.stop();
      await dataChanges?.stop();
      // Ends every open stream, so the HTTP server can close.
      await realtime.stop();
      await new Promise<void>((done) => {
        server.http.close(() => done());
        // SSE and keep-alive sockets would otherwise hold close() open.
        if ('closeAllConnections' in server.http) server.http.closeAllConnections();
      });
      await database.close();
    },
  };
}

function trustedOriginsFor(baseUrl: string, port: number, env: Env): string[] {
  const origins = new Set([new URL(baseUrl).origin]);
  if (env.NODE_ENV !== 'production') {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  for (const origin of env.TRUSTED_ORIGINS?.split(',') ?? []) if (origin.trim()) origins.add(origin.trim());
  return [...origins];
}

/**
 * Where each message no provider delivered is written in full: MAIL_DROP_DIR; in development
 * with no mail provider, DATA_DIR/mail, so someone trying the demo can read the code that
 * finishes a sign-up (the outbox keeps no secrets, decision 053).
 */
function mailDropDirOf(env: Env): string | undefined {
  if (env.MAIL_DROP_DIR) return resolve(env.MAIL_DROP_DIR);
  return env.NODE_ENV === 'development' && !env.SMTP_URL ? resolve(mailDropDirIn(env.DATA_DIR)) : undefined;
}

/**
 * The address to bind: HOST when set; else loopback while the database holds the demo accounts
 * (their password is in the README: a laptop on the club's Wi-Fi must not offer them to the
 * room), every interface otherwise.
 */
export function bindHost(hostSetting: string | undefined, demoAccounts: boolean): string {
  return hostSetting ?? (demoAccounts ? '127.0.0.1' : '0.0.0.0');
}

/**
 * Binds first, then builds the app: with PORT=0 (tests) the real port is only known once
 * bound, and the auth base URL and trusted origins depend on it.
 */
type FetchHandler = (request: Request, bindings: unknown) => Response | Promise<Response>;

async function listen<T extends { app: { fetch: FetchHandler } }>(
  port: number,
  host: string,
  build: (port: number) => Promise<T>,
): Promise<T & { http: ServerType; port: number }> {
  let handler: FetchHandler | undefined;
  const http = await new Promise<ServerType>((ready, fail) => {
    const instance = serve(
      {
        // The node bindings carry the socket, which the app reads for the client address.
        fetch: (request, bindings) => (handler ? handler(request, bindings) : new Response('Starting', { status: 503 })),
        port,
        hostname: host,
      },
      () => ready(instance),
    );
    instance.once('error', fail);
    keepIdleConnectionsOpen(instance);
  });
  const address = http.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  try {
    const built = await build(boundPort);
    handler = built.app.fetch;
    return { ...built, http, port: boundPort };
  } catch (error) {
    await new Promise<void>((done) => http.close(() => done()));
    throw error;
  }
}

/**
 * Node closes an idle keep-alive connection after 5 s, about when a client (or a proxy, which
 * keeps them for 60 s) sends its next request on it: that request fails with ECONNRESET, seen
 * under load. Idle connections are kept longer than a proxy keeps them; headers must still
 * arrive within a shorter time than that, so headersTimeout stays just above it.
 */
function keepIdleConnectionsOpen(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** The stream caps of decision 051: the total leaves a reserve of the open-file limit for everything else. */
function streamLimitsFor(env: Env, logger: Logger): StreamLimits {
  const openFileLimit = readOpenFileLimit();
  const total = streamTotalWithin(env.STREAMS_TOTAL, openFileLimit);
  if (openFileLimit !== undefined && total < env.STREAMS_TOTAL) {
    logger.warn(
      { configured: env.STREAMS_TOTAL, total, openFileLimit, reserved: reservedDescriptors(openFileLimit) },
      'STREAMS_TOTAL lowered to keep file descriptors for requests other than streams (raise the open-file limit to allow more)',
    );
  }
  return { perAddress: env.STREAMS_PER_ADDRESS, total, trustProxy: env.TRUST_PROXY };
}
