import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { users, waitlistEntries } from '../db/schema/index';
import { setWaitlistMode } from '../test/registration-factories';
import { startTestServer, uniqueEmail, type TestServer } from '../test/test-server';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES } from './body-limit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The waitlist is open only in waitlist mode (decision 011): its route then judges what gets through.
  await setWaitlistMode(server.db, true);
});
afterAll(async () => {
  await server?.close();
});

const TWENTY_MB = 20 * 1024 * 1024;

/** `{"email":"…","notes":"xxxx…"}` of about `bytes` bytes: valid JSON, far too long a note. */
function jsonOfSize(bytes: number): string {
  const head = `{"email":"${uniqueEmail('big')}","notes":"`;
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A POST written in chunks with no Content-Length (Transfer-Encoding: chunked), as a client
 * streaming a body does. The server may answer and close before all of it is sent: the
 * answer is what counts, and how much of the body was written before it came.
 */
function postChunked(path: string, totalBytes: number): Promise<RawAnswer & { sentBytes: number }> {
  const { hostname, port } = new URL(server.url);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise((done, fail) => {
    let sentBytes = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(server.url).origin, 'x-forwarded-for': '10.200.0.1' },
      },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (part: Buffer) => (body += part.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body, sentBytes }));
        res.on('error', fail);
      },
    );
    // Writing into a socket the server closed fails; the answer already came by then.
    req.on('error', (error) => {
      if (!answered) fail(error);
    });
    const writeMore = () => {
      while (sentBytes < totalBytes && !answered) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (!answered) req.end();
    };
    writeMore();
  });
}

const waitlistCount = async () => (await server.db.select({ n: count() }).from(waitlistEntries))[0]?.n ?? 0;
const userCount = async () => (await server.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('one body limit for every route', () => {
  it.each(['/api/waitlist', '/api/auth/sign-in/email', '/api/auth/sign-up/email'])(
    'refuses a 20 MB JSON body to %s with 413, from its Content-Length',
    async (path) => {
      const [entriesBefore, usersBefore] = [await waitlistCount(), await userCount()];
      const response = await server
        .client()
        .request<ApiErrorBody>('POST', path, undefined, { rawBody: jsonOfSize(TWENTY_MB), headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ error: { code: 'VALIDATION', message: BODY_TOO_LARGE_MESSAGE } });
      // The rest of the body is never read: the socket cannot serve another request.
      expect(response.headers.get('connection')).toBe('close');
      expect([await waitlistCount(), await userCount()]).toEqual([entriesBefore, usersBefore]);
    },
  );

  it.each(['/api/waitlist', '/api/auth/sign-in/email'])(
    'refuses a 20 MB chunked body (no Content-Length) to %s with 413 before reading it all',
    async (path) => {
      const response = await postChunked(path, TWENTY_MB);
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'VALIDATION', message: BODY_TOO_LARGE_MESSAGE } });
      expect(response.headers.connection).toBe('close');
      // Answered while most of the 20 MB was still to come.
      expect(response.sentBytes).toBeLessThan(TWENTY_MB / 2);
    },
  );

  it('keeps answering during and after a burst of oversized bodies', async () => {
    const floods = await Promise.all([
      ...Array.from({ length: 3 }, () => postChunked('/api/waitlist', TWENTY_MB)),
      ...Array.from({ length: 3 }, () =>
        server
          .client()
          .request('POST', '/api/auth/sign-in/email', undefined, { rawBody: jsonOfSize(TWENTY_MB), headers: { 'content-type': 'application/json' } }),
      ),
    ]);
    expect(floods.map((r) => r.status)).toEqual(Array(6).fill(413));
    expect((await server.client().request('GET', '/healthz')).status).toBe(200);
    expect((await server.client().api('GET /api/settings/public')).status).toBe(200);
  });

  it('takes a body just under the limit to the route, which judges it (a note too long: 422, not 413)', async () => {
    // The largest legitimate body, a 50 000-character waiver text in a three-byte script, is about 150 KB.
    expect(JSON_BODY_MAX_BYTES).toBeGreaterThanOrEqual(200 * 1024);
    const response = await server.client().sendUnchecked('POST', '/api/waitlist', undefined, {
      rawBody: jsonOfSize(JSON_BODY_MAX_BYTES - 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'notes' })]));
  });

  it('leaves uploads and the payment webhook their own, larger limits', async () => {
    // 400 KB: over the JSON limit, under the photo limit. Not an image, so refused as such.
    const form = new FormData();
    form.set('purpose', 'profile');
    form.set('file', new Blob([new Uint8Array(400 * 1024)], { type: 'image/png' }), 'photo.png');
    const { client } = await server.signUp();
    const upload = await client.api('POST /api/uploads/player-photos', { body: form });
    expect(upload.status).toBe(422);
    expect(upload.error.issues?.[0]?.path).toBe('file');

    // This league has no payment provider: the webhook route answers 404 once the body is in.
    const webhook = await server
      .client()
      .api('POST /api/payments/webhook', {}, { rawBody: jsonOfSize(400 * 1024), headers: { 'content-type': 'application/json' }, origin: null });
    expect(webhook.status).toBe(404);
  });
});
