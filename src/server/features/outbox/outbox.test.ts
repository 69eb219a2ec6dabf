import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../shared/api/outbox';
import { outbox } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import type { Role } from '../../../shared/roles';

const t = withTestServer();
let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  admin = await createUser(server, { roles: ['admin'] });
});

type Message = OutboxMessage;

describe('GET /api/admin/outbox', () => {
  it('refuses an anonymous caller with 401', async () => {
    const response = await server.client().api('GET /api/admin/outbox');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it.each<[Role[]]>([[[]], [['captain']], [['referee']], [['statistician']], [['captain', 'referee']]])(
    'refuses a signed-in non-admin with roles player+%j with 403',
    async (roles) => {
      const user = await createUser(server, { roles });
      const response = await user.client.api('GET /api/admin/outbox');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have permission to perform this action.' } });
    },
  );

  it('shows an admin what was sent, newest first', async () => {
    const recipient = uniqueEmail('outbox');
    // Sent through the app: a password reset e-mail and a sign-in text.
    await server.client().request('POST', '/api/auth/request-password-reset', { email: admin.email, redirectTo: '/reset-password' });
    const phone = '+15550001111';
    await server.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: phone });
    await server.db.insert(outbox).values({ channel: 'email', recipient, subject: 'Newest', body: 'Newest body', status: 'logged' });

    const response = await admin.client.api('GET /api/admin/outbox');
    expect(response.status).toBe(200);
    const position = (match: (m: Message) => boolean) => response.body.findIndex(match);
    const newestAt = position((m) => m.recipient === recipient);
    const smsAt = position((m) => m.recipient === phone);
    const resetAt = position((m) => m.recipient === admin.email);
    expect(newestAt).toBeGreaterThanOrEqual(0);
    expect(smsAt).toBeGreaterThan(newestAt);
    expect(resetAt).toBeGreaterThan(smsAt);
    const [newest, sms, reset] = [response.body[newestAt], response.body[smsAt], response.body[resetAt]];
    expect(newest).toMatchObject({ channel: 'email', recipient, subject: 'Newest', body: 'Newest body', status: 'logged' });
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, subject: null, status: 'logged' });
    expect(sms?.body).toMatch(/sign-in code: \[code sent\]$/);
    expect(reset).toMatchObject({ channel: 'email', recipient: admin.email });
    expect(reset?.body).toContain('[password reset link sent; only the recipient can read it]');
    const ids = response.body.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Number.isNaN(Date.parse(newest?.created_at ?? ''))).toBe(false);
  });

  it("never shows an admin another account's reset link or sign-in code, which only the recipient got (issue 19)", async () => {
    const other = await createUser(server, { roles: ['admin'] });
    const phone = '+15550002222';
    await server.client().request('POST', '/api/auth/request-password-reset', { email: other.email, redirectTo: '/reset-password' });
    await server.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: phone });

    const shown = await admin.client.api('GET /api/admin/outbox', { query: { limit: '200' } });
    const text = JSON.stringify(shown.body);
    // What the recipients got (the mail drop, as an inbox would), and none of it in the outbox.
    const [delivered] = await server.outbox({ recipient: other.email });
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(delivered?.body ?? '')?.[0];
    const code = /\b(\d{6})\b/.exec((await server.outbox({ recipient: phone }))[0]?.body ?? '')?.[1];
    expect(link).toBeDefined();
    expect(code).toBeDefined();
    expect(text).not.toContain(link ?? 'no link');
    expect(text).not.toContain('token=');
    expect(text).not.toContain(code ?? 'no code');
    expect(shown.body.find((m) => m.recipient === other.email)?.body).toContain('[password reset link sent; only the recipient can read it]');

    // Nor does the database keep them once delivered.
    const stored = JSON.stringify(
      await server.db
        .select()
        .from(outbox)
        .where(inArray(outbox.recipient, [other.email, phone])),
    );
    expect(stored).not.toContain('token=');
    expect(stored).not.toContain(code ?? 'no code');

    // The link works for its recipient, and so no one else could have used it.
    const reset = await server
      .client()
      .request('POST', '/api/auth/reset-password', { token: new URL(link ?? '').searchParams.get('token'), newPassword: 'a-fresh-passphrase-for-b' });
    expect(reset.status).toBe(200);
  });

  it('filters by recipient and limits the count', async () => {
    const recipient = uniqueEmail('filtered');
    for (const n of [1, 2, 3]) {
      await server.db.insert(outbox).values({ channel: 'email', recipient, subject: `Message ${n}`, body: 'x', status: 'logged' });
    }
    const filtered = await admin.client.api('GET /api/admin/outbox', { query: { recipient } });
    expect(filtered.body.map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);

    const limited = await admin.client.api('GET /api/admin/outbox', { query: { recipient, limit: '2' } });
    expect(limited.status).toBe(200);
    expect(limited.body.map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
  });

  it.each(['0', '201', 'abc', '-1', '1.5'])('refuses limit=%s with 422 and a field message', async (limit) => {
    const response = await admin.client.api('GET /api/admin/outbox', { query: { limit } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', message: expect.any(String), issues: [{ path: 'limit' }] } });
  });

  it('gives the range in the message for limit=0', async () => {
    const response = await admin.client.api('GET /api/admin/outbox', { query: { limit: '0' } });
    expect(response.body).toMatchObject({ error: { message: 'Limit must be between 1 and 200.' } });
  });
});
