import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../../src/server/env';
import { readMailDrop, mailDropDirIn, type DroppedMessage } from '../../src/server/messaging/mail-drop';
import { startServer, type RunningServer } from '../../src/server/server';
import { Answer, HttpClient, type HttpResponse } from '../../src/server/test/http-client';
import { startStripeStandIn, type StripeStandIn } from '../../src/server/test/stripe-stand-in';
import { TEST_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from '../../src/server/test/stripe-webhooks';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-league';

/**
 * A fresh demo league (the demo seed) on a server of its own, with a signed-in client per
 * demo role, and the answers it gives recorded per operation ('METHOD /path' → status → body).
 */

export type Role = 'anonymous' | 'admin' | 'captain' | 'referee' | 'statistician' | 'player';

export interface Recorded {
  status: number;
  body: unknown;
  /** The answer's media type (without parameters). */
  contentType: string;
  /** The answer as sent. */
  text: string;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The statuses that count as the example; anything else stops the script. Default: the route's success. */
  expect?: number | number[];
  /** Sent as is (a signed webhook), with these headers. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Don't record (a call made only to set something up). */
  setup?: boolean;
  /** Read the event stream until its first event, at most this long (ms), and record what came. */
  streamMs?: number;
}

export interface Harness {
  server: RunningServer;
  stripe: StripeStandIn;
  clients: Record<Role, HttpClient>;
  /** A new client with no session and an address of its own. */
  newClient(): HttpClient;
  // biome-ignore lint/suspicious/noExplicitAny: the calls read answers loosely; the test checks them against their schemas
  call<T = any>(role: Role | HttpClient, key: string, options?: CallOptions): Promise<HttpResponse<T>>;
  recorded: Map<string, Map<number, Recorded>>;
  mail(): Promise<DroppedMessage[]>;
  close(): Promise<void>;
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export async function startHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'openapi-examples-'));
  const stripe = await startStripeStandIn({ webhookSecret: TEST_WEBHOOK_SECRET });
  const env = readEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    MAIL_DROP_DIR: mailDropDirIn(dataDir),
    WAITLIST_EXPIRY_INTERVAL_SECONDS: '0',
    PAYMENT_REMINDER_INTERVAL_SECONDS: '0',
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
    PHOTO_UPLOADS_PER_HOUR: '1000',
    WAITLIST_JOINS_PER_HOUR: '1000',
    STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  const server = await startServer({ env, database: { kind: 'pglite-memory' } });
  stripe.webhookUrl = `${server.localUrl}/api/payments/webhook`;
  const newClient = () => new HttpClient(server.localUrl, { clientAddress: nextAddress() });

  const clients = { anonymous: newClient() } as Record<Role, HttpClient>;
  for (const account of DEMO_ACCOUNTS) {
    const client = newClient();
    const answer = await client.request('POST', '/api/auth/sign-in/email', { email: account.email, password: account.password });
    if (answer.status !== 200) throw new Error(`the demo ${account.role} could not sign in: ${answer.status} ${answer.text}`);
    clients[account.role as Role] = client;
  }

  const recorded = new Map<string, Map<number, Recorded>>();

  async function call<T>(who: Role | HttpClient, key: string, options: CallOptions = {}): Promise<HttpResponse<T>> {
    const client = typeof who === 'string' ? clients[who] : who;
    const [method = '', template = ''] = key.split(' ');
    let path = template;
    for (const [name, value] of Object.entries(options.params ?? {})) path = path.replace(`:${name}`, encodeURIComponent(value));
    if (path.includes('/:')) throw new Error(`${key}: a path parameter is missing (${path})`);
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) query.set(name, String(value));
    if (query.size > 0) path += `?${query}`;

    let answer: HttpResponse<T>;
    let contentType: string;
    if (options.streamMs !== undefined) {
      // A signed-in caller's stream (a team chat's) carries its session cookie.
      const { status, text, type } = await readStream(`${server.localUrl}${path}`, options.streamMs, client.cookieHeader());
      answer = new Answer(status, new Headers(), text as T, text);
      contentType = type;
    } else {
      answer = await client.request<T>(method, path, options.body, {
        rawBody: options.rawBody,
        headers: options.headers,
        origin: options.rawBody ? null : undefined,
      });
      contentType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    }
    const expected = options.expect === undefined ? undefined : [options.expect].flat();
    const ok = expected ? expected.includes(answer.status) : answer.status < 300;
    if (!ok) throw new Error(`${key} (${path}) answered ${answer.status}: ${answer.text.slice(0, 600)}`);
    if (!options.setup) {
      const byStatus = recorded.get(key) ?? new Map<number, Recorded>();
      // The first answer of a status is the example; later ones were calls for other ends.
      if (!byStatus.has(answer.status)) byStatus.set(answer.status, { status: answer.status, body: answer.body, contentType, text: answer.text });
      recorded.set(key, byStatus);
    }
    return answer;
  }

  return {
    server,
    stripe,
    clients,
    newClient,
    call,
    recorded,
    mail: () => readMailDrop(mailDropDirIn(dataDir)),
    async close() {
      await server.close();
      await stripe.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens an event stream, reads it until its first event with data (or `ms` pass) and gives back its text (whole events only). */
async function readStream(url: string, ms: number, cookie = ''): Promise<{ status: number; text: string; type: string }> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(url, { headers, signal: abort.signal });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  let text = '';
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const timer = setTimeout(() => abort.abort(), ms);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (/(^|\n)data:[^\n]*\n\n/.test(text)) break;
      }
    } catch {
      // Aborted: the time is up.
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }
  const whole = text.lastIndexOf('\n\n');
  return { status: response.status, text: whole < 0 ? '' : text.slice(0, whole + 2), type };
}
