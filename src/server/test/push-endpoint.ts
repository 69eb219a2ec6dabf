import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A web push service and browser in one, on this machine, for the tests and the bench (issue 22):
 * an HTTPS server that takes what `web-push` sends to a subscription's endpoint and checks it
 * as a push service and browser would. The push service's part: the VAPID JWT (RFC 8292) is
 * ES256-signed by the key in `k`, which must be the app's public key, its `aud` is this
 * endpoint's origin, it has not expired (and does not last over 24 h). The browser's part: the
 * aes128gcm payload (RFC 8291) decrypts with the subscription's own private key and auth secret,
 * which the test made itself (ECDH P-256 and 16 random bytes), as a browser does.
 *
 * Answers 201 as push services do; a subscription marked expired answers 410 Gone.
 */

// A self-signed certificate for 127.0.0.1 and localhost, for this endpoint only: web-push speaks
// HTTPS alone, and the app's push agent in the tests trusts exactly this certificate.
const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIByTCCAW+gAwIBAgIUP8NZ/ouxKNIWOim3SuXnOX2eULQwCgYIKoZIzj0EAwIw
KzEpMCcGA1UEAwwgbG9jYWwgcHVzaCBlbmRwb2ludCAodGVzdHMgb25seSkwIBcN
MjYxMTI4MDYwNTQyWhgPMjEyNjExMDQwNjA1NDJaMCsxKTAnBgNVBAMMIGxvY2Fs
IHB1c2ggZW5kcG9pbnQgKHRlc3RzIG9ubHkpMFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEU9DA4Y0KrRrGs0noe3Ip6rbH93Q8ADeL1NbwUafTqPnwqQLjc6TNc39W
qFy5h9bcLt9+YXHJM45SxvIUDhYWa6NvMG0wHQYDVR0OBBYEFIVJfxiFYISb+Pbr
pldTeGDFxb2iMB8GA1UdIwQYMBaAFIVJfxiFYISb+PbrpldTeGDFxb2iMA8GA1Ud
EwEB/wQFMAMBAf8wGgYDVR0RBBMwEYcEfwAAAYIJbG9jYWxob3N0MAoGCCqGSM49
BAMCA0gAMEUCIF44MBtcb5sXpsn3GLKJLa9y1EdIIZ4WyMBkKcCu6mOXAiEA/FM+
uLWnMvx3q1cFybs7Vun+qddvAeCmcGF9NfEM1FY=
-----END CERTIFICATE-----`;
const TEST_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTVXZ/khVBM/k7Bbc
ezytzcKIiYmFLCVUDXqdlqwrjwChRANCAART0MDhjQqtGsazSeh7cinqtsf3dDwA
N4vU1vBRp9Oo+fCpAuNzpM1zf1aoXLmH1twu335hcckzjlLG8hQOFhZr
-----END PRIVATE KEY-----`;

export interface TestSubscription {
  endpoint: string;
  /** As PushSubscription.toJSON() gives them: base64url. */
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID claims that were checked. */
  claims: { aud: string; exp: number; sub: string };
  headers: { ttl: string | undefined; urgency: string | undefined };
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

export interface RejectedPush {
  endpoint: string;
  reason: string;
}

export interface PushEndpoint {
  origin: string;
  /** An HTTPS agent for the app's push requests that trusts this endpoint's certificate. */
  agent: Agent;
  /** A new browser subscription: its keys are made here, the private half kept for decrypting. */
  subscribe(): TestSubscription;
  /** From now on this subscription's endpoint answers 410 Gone (the browser unsubscribed, it expired). */
  expire(endpoint: string): void;
  /** What each subscription received, decrypted, oldest first. */
  received(endpoint: string): ReceivedPush[];
  /** Every request that failed a check (a bad signature, a payload that does not decrypt). */
  rejected(): RejectedPush[];
  /** Requests answered so far (accepted, rejected or gone). */
  requestCount(): number;
  /** Resolves when `count` pushes have been accepted in all. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  expired: boolean;
  received: ReceivedPush[];
}

const MAX_JWT_LIFETIME_S = 24 * 60 * 60;

export async function startPushEndpoint(options: { vapidPublicKey?: () => Promise<string> | string; decrypt?: boolean } = {}): Promise<PushEndpoint> {
  const subscribers = new Map<string, Subscriber>();
  const rejected: RejectedPush[] = [];
  let requests = 0;
  let accepted = 0;
  const waiters: { count: number; done: () => void }[] = [];
  const checkPayloads = options.decrypt ?? true;

  const server: Server = createServer({ cert: TEST_CERTIFICATE, key: TEST_PRIVATE_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        requests += 1;
        const receivedAt = performance.now();
        const endpoint = `${origin}${request.url ?? ''}`;
        const answer = (status: number, reason?: string) => {
          if (reason) rejected.push({ endpoint, reason });
          response.writeHead(status).end();
        };
        const subscriber = subscribers.get(request.url ?? '');
        if (request.method !== 'POST' || !subscriber) return answer(404, 'no such subscription');
        if (subscriber.expired) return answer(410);
        try {
          const claims = await checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('payload not aes128gcm');
          const body = Buffer.concat(chunks);
          const payload: unknown = checkPayloads
            ? JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth }).toString('utf8'))
            : undefined;
          subscriber.received.push({
            payload,
            claims,
            headers: { ttl: request.headers.ttl as string | undefined, urgency: request.headers.urgency as string | undefined },
            receivedAt,
          });
          accepted += 1;
          for (const waiter of [...waiters]) {
            if (accepted >= waiter.count) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done();
            }
          }
          answer(201);
        } catch (error) {
          answer(400, error instanceof Error ? error.message : String(error));
        }
      })();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: TEST_CERTIFICATE, keepAlive: true, maxSockets: 64 });

  return {
    origin,
    agent,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      subscribers.set(path, { ecdh, auth, expired: false, received: [] });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    expire(endpoint) {
      const subscriber = subscribers.get(new URL(endpoint).pathname);
      if (subscriber) subscriber.expired = true;
    },
    received: (endpoint) => subscribers.get(new URL(endpoint).pathname)?.received ?? [],
    rejected: () => [...rejected],
    requestCount: () => requests,
    waitForAccepted(count, timeoutMs = 30_000) {
      if (accepted >= count) return Promise.resolve();
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`only ${accepted} of ${count} pushes arrived in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          count,
          done: () => {
            clearTimeout(timer);
            done();
          },
        });
      });
    },
    async close() {
      agent.destroy();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` as a push service does (RFC 8292). */
async function checkVapid(authorization: string | undefined, origin: string, expectedKey?: () => Promise<string> | string): Promise<ReceivedPush['claims']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const [token, k] = [match[1], match[2]];
  if (expectedKey && k !== (await expectedKey())) throw new Error('signed with another key than the app publishes');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (header.alg !== 'ES256') throw new Error('JWT not ES256');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('bad JWT signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: unknown; exp?: unknown; sub?: unknown };
  if (claims.aud !== origin) throw new Error(`aud ${String(claims.aud)} is not this endpoint's origin`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Error('JWT expired');
  if (claims.exp > now + MAX_JWT_LIFETIME_S + 60) throw new Error('JWT lasts over 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not mailto: or https:');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub };
}
