import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../shared/api/outbox';
import { outbox } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

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
    const response = await server.client().get('/api/admin/outbox');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it.each([[[]], [['captain']], [['referee']], [['statistician']], [['captain', 'referee']]])(
    'refuses a signed-in non-admin with roles player+%j with 403',
    async (roles) => {
      const user = await createUser(server, { roles });
      const response = await user.client.get('/api/admin/outbox');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have permission to perform this action.' } });
    },
  );

  it('shows an admin what was sent, newest first', async () => {
    const recipient = uniqueEmail('outbox');
    // Sent through the app: a password reset e-mail and a sign-in text.
    await server.client().post('/api/auth/request-password-reset', { email: admin.email, redirectTo: '/reset-password' });
    const phone = '+15550001111';
    await server.client().post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    await server.db.insert(outbox).values({ channel: 'email', recipient, subject: 'Newest', body: 'Newest body', status: 'logged' });

    const response = await admin.client.get<Message[]>('/api/admin/outbox');
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
    expect(sms?.body).toMatch(/\b\d{6}\b/);
    expect(reset).toMatchObject({ channel: 'email', recipient: admin.email });
    expect(reset?.body).toContain(`${server.publicUrl}/reset-password?token=`);
    const ids = response.body.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Number.isNaN(Date.parse(newest?.created_at ?? ''))).toBe(false);
  });

  it('filters by recipient and limits the count', async () => {
    const recipient = uniqueEmail('filtered');
    for (const n of [1, 2, 3]) {
      await server.db.insert(outbox).values({ channel: 'email', recipient, subject: `Message ${n}`, body: 'x', status: 'logged' });
    }
    const filtered = await admin.client.get<Message[]>(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`);
    expect(filtered.body.map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);

    const limited = await admin.client.get<Message[]>(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}&limit=2`);
    expect(limited.status).toBe(200);
    expect(limited.body.map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
  });

  it.each(['0', '201', 'abc', '-1', '1.5'])('refuses limit=%s with 422 and a field message', async (limit) => {
    const response = await admin.client.get(`/api/admin/outbox?limit=${limit}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', message: expect.any(String), issues: [{ path: 'limit' }] } });
  });

  it('gives the range in the message for limit=0', async () => {
    const response = await admin.client.get('/api/admin/outbox?limit=0');
    expect(response.body).toMatchObject({ error: { message: 'Limit must be between 1 and 200.' } });
  });
});
