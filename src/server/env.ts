import { z } from 'zod';
import { DEFAULT_STREAMS_PER_ADDRESS, DEFAULT_STREAMS_TOTAL } from './realtime/stream-admission';

/**
 * The one reader of process.env. Every setting is checked here at start-up, so a typo in
 * deployment fails fast with a message instead of misbehaving later.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * `light`: scrypt with lighter parameters, for the test suites only (decision 090): every test
   * account's sign-up and sign-in hashes a password, and the standard cost was a large share of
   * CI's time. Refused outside NODE_ENV=test.
   */
  PASSWORD_HASHING: z.enum(['standard', 'light']).default('standard'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address to bind. Unset: loopback (127.0.0.1) while the database holds the demo accounts,
   * whose password the README publishes; every interface otherwise (bindHost).
   */
  HOST: z.string().min(1).optional(),
  /** Public address of the site; used for links in e-mails and the trusted origin. */
  BASE_URL: z.url().optional(),
  /** Unset: embedded PGlite under DATA_DIR. postgres://…: a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** Opening a PostgreSQL connection, and waiting for a free one, at most this long; then 503 (decision 056). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** A statement's time on PostgreSQL (statement_timeout); the app gives up on an answer 1 s later. 0: no bound. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** PGlite's files (without DATABASE_URL) and uploaded photos (under uploads/). */
  DATA_DIR: z.string().default('./data'),
  /** Signs session cookies and tokens. Required in production; a dev default otherwise. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /** Extra origins allowed to make state-changing calls (comma-separated). */
  TRUSTED_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('League <no-reply@localhost>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /**
   * Failed sign-ins (wrong password or code) allowed per client address per minute; correct
   * ones are never counted, so a clubhouse full of players behind one address gets in.
   */
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Sign-in codes texted per day (UTC) for the whole league; past it codes are refused and admins told. */
  SIGN_IN_CODES_PER_DAY: z.coerce.number().int().min(0).default(500),
  /**
   * Development and tests: with no provider, every message is also written in full (secrets
   * included) to a file in this directory, as an inbox would get it. Refused in production.
   */
  MAIL_DROP_DIR: z.string().min(1).optional(),
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Player photo uploads per hour, per client address (anonymous) or per account. */
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** An S3-compatible bucket for uploaded photos, shared by every app process (decision 085); unset: DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The service's address (MinIO, R2, another region's S3); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.example.org').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the AWS SDK's own chain (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` addresses (MinIO and most self-hosted services) rather than `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Event streams (/api/live/stream and every later SSE route) one client address may hold open at once (decision 051). */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_STREAMS_PER_ADDRESS),
  /** Event streams the process holds open at once; lowered at start to leave a reserve of the open-file limit (decision 051). */
  STREAMS_TOTAL: z.coerce.number().int().min(1).default(DEFAULT_STREAMS_TOTAL),
  /** Waitlist entries per hour per client address (issue 19: each one mails the address it names). */
  WAITLIST_JOINS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** How often unclaimed waitlist invitations are expired and passed on; 0 turns it off. */
  WAITLIST_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often queued and failed outbox messages are (re)tried (decision 047); 0 turns it off. */
  OUTBOX_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(10),
  /** How often registrations still due are checked for a payment reminder (decision 045); 0 turns it off. */
  PAYMENT_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** How often coming games are checked for players to remind to answer (decision 074); 0 turns it off. */
  RSVP_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the notification delivery job runs (decision 072); it also runs at once after notify(). 0 turns it off (tests drive it). */
  NOTIFICATION_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(15),
  /** How often quiet team chats are summed up by e-mail for members without push (decision 078); 0 turns it off (tests drive it). */
  CHAT_DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often draft clocks that ran out are picked for (decision 081); 0 turns it off (tests drive it). */
  DRAFT_CLOCK_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(1),
  /** The VAPID key pair for web push (base64url, as `npx web-push generate-vapid-keys` prints); unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** How push services reach the league's operator: mailto:… or https://…; default mailto: the contact address or no-reply at BASE_URL's host. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
    .optional(),
  /** Where the built web app is (and where `npm start` builds it); one per parallel e2e run. */
  WEB_OUT_DIR: z.string().default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Card payments with Stripe Checkout (decision 015); unset: the league is paid directly. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Verifies the payment webhook's signature; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another host for Stripe's API, e.g. http://127.0.0.1:4242 (the tests' local stand-in). */
  STRIPE_API_BASE: z.url('STRIPE_API_BASE must be a URL such as http://127.0.0.1:4242').optional(),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  // The outbox and the log keep no reset links or codes (issue 19); nor may a file in production.
  if (env.NODE_ENV === 'production' && env.MAIL_DROP_DIR) {
    throw new Error('Invalid configuration:\n  MAIL_DROP_DIR: for development and tests only, not in production');
  }
  if (env.PASSWORD_HASHING === 'light' && env.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  PASSWORD_HASHING: light is for the test suites only (NODE_ENV=test)');
  }
  // One half of a key pair cannot sign anything browsers would accept.
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  // Half a Stripe setup would take card payments that no webhook could ever mark paid.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  // Settings for a bucket without the bucket would quietly keep photos on this machine.
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required with S3_ENDPOINT or S3_ACCESS_KEY_ID');
  }
  return env;
}
