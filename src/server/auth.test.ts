import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/api-error';
import { userRoles, users } from './db/schema/index';
import { createUser, disableUser } from './test/factories';
import type { HttpClient } from './test/http-client';
import { otpCodeIn, startTestServer, TEST_PASSWORD, uniqueEmail, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The app's one error shape, with a message a person can read. */
const errorShape = { error: { code: expect.stringMatching(new RegExp(`^(${ERROR_CODES.join('|')})$`)), message: expect.stringMatching(/\w/) } };

async function rolesOf(userId: string): Promise<string[]> {
  const rows = await server.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

async function signIn(client: HttpClient, email: string, password: string) {
  return client.post<{ user?: { id: string } }>('/api/auth/sign-in/email', { email, password });
}

describe('sign-up', () => {
  it('creates an account that holds the player role and is signed in', async () => {
    const email = uniqueEmail('new');
    const user = await server.signUp({ email });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.email).toBe(email);
    expect(await rolesOf(user.userId)).toEqual(['player']);
    const me = await user.client.get('/api/me/roles');
    expect(me.status).toBe(200);
  });

  it('refuses a password shorter than 12 characters and creates nobody', async () => {
    const email = uniqueEmail('short');
    const client = server.client();
    const response = await client.post('/api/auth/sign-up/email', { email, password: 'elevenchars', name: 'Short Password' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(errorShape);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(client.hasCookies()).toBe(false);
  });

  it('refuses a common password with a message and creates nobody', async () => {
    const email = uniqueEmail('common');
    const client = server.client();
    const response = await client.post('/api/auth/sign-up/email', { email, password: 'password1234', name: 'Common Password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'This password is too common. Please choose another.' } });
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a password longer than 128 characters', async () => {
    const email = uniqueEmail('long');
    const response = await server.client().post('/api/auth/sign-up/email', { email, password: 'x-'.repeat(65), name: 'Long Password' });
    expect(response.status).toBe(400);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('accepts a password of exactly 12 characters', async () => {
    const user = await server.signUp({ password: 'twelve-chars' });
    expect((await user.client.get('/api/me/roles')).status).toBe(200);
  });

  it('refuses a second account with the same e-mail', async () => {
    const first = await server.signUp();
    const response = await server.client().post('/api/auth/sign-up/email', { email: first.email, password: TEST_PASSWORD, name: 'Again' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(errorShape);
    expect(await server.db.select().from(users).where(eq(users.email, first.email))).toHaveLength(1);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password', async () => {
    const { email, password, userId } = await createUser(server);
    const client = server.client();
    const response = await signIn(client, email, password);
    expect(response.status).toBe(200);
    expect(response.body.user?.id).toBe(userId);
    expect((await client.get('/api/me/roles')).status).toBe(200);
  });

  it('refuses a wrong password with 401 and a clear message, and starts no session', async () => {
    const { email } = await createUser(server);
    const client = server.client();
    const response = await signIn(client, email, 'not-the-password-at-all');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(/invalid email or password/i) } });
    expect((await client.get('/api/me/roles')).status).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await createUser(server);
    const wrongPassword = await signIn(server.client(), email, 'not-the-password-at-all');
    const unknownEmail = await signIn(server.client(), uniqueEmail('nobody'), 'not-the-password-at-all');
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('ends the session on sign-out, also for a copy of the cookie', async () => {
    const user = await createUser(server);
    const cookie = user.client.cookieHeader();
    expect((await user.client.get('/api/me/roles')).status).toBe(200);

    // Better Auth takes only JSON bodies on POST, as its browser client sends them.
    const out = await user.client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await user.client.get('/api/me/roles')).status).toBe(401);
    // The session is gone on the server, not just the cookie in this client.
    const replay = await server.client().get('/api/me/roles', { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('does not let a disabled account sign in', async () => {
    const { email, password, userId } = await createUser(server);
    await disableUser(server.db, userId);
    const client = server.client();
    const response = await signIn(client, email, password);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/disabled/i) } });
    expect((await client.get('/api/me/roles')).status).toBe(401);
  });

  it('treats a session as signed out once its account is disabled', async () => {
    const { client, userId } = await createUser(server);
    expect((await client.get('/api/me/roles')).status).toBe(200);
    await disableUser(server.db, userId);
    expect((await client.get('/api/me/roles')).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return server.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  }

  function resetTokenIn(body: string): string {
    const match = new RegExp(`${server.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password\\?token=([^\\s]+)`).exec(body);
    if (!match?.[1]) throw new Error(`no reset link in: ${body}`);
    return decodeURIComponent(match[1]);
  }

  it('mails a one-time link; the new password works and the old one does not', async () => {
    const user = await createUser(server);
    const requested = await requestReset(user.email);
    expect(requested.status).toBe(200);

    const [mail] = await server.outbox({ recipient: user.email, channel: 'email' });
    expect(mail?.subject).toMatch(/reset your password/i);
    const token = resetTokenIn(mail?.body ?? '');

    const newPassword = 'a-brand-new-password';
    const reset = await server.client().post('/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);

    expect((await signIn(server.client(), user.email, user.password)).status).toBe(401);
    expect((await signIn(server.client(), user.email, newPassword)).status).toBe(200);
    // Sessions from before the reset end with it (someone else may have had the password).
    expect((await user.client.get('/api/me/roles')).status).toBe(401);

    const again = await server.client().post('/api/auth/reset-password', { newPassword: 'yet-another-password', token });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.body).toEqual(errorShape);
    expect((await signIn(server.client(), user.email, 'yet-another-password')).status).toBe(401);
    expect((await signIn(server.client(), user.email, newPassword)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await server.client().post('/api/auth/reset-password', { newPassword: 'a-brand-new-password', token: 'made-up-token' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(errorShape);
  });

  it('refuses a short new password and keeps the old one', async () => {
    const user = await createUser(server);
    await requestReset(user.email);
    const [mail] = await server.outbox({ recipient: user.email, channel: 'email' });
    const token = resetTokenIn(mail?.body ?? '');
    const response = await server.client().post('/api/auth/reset-password', { newPassword: 'too-short', token });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await signIn(server.client(), user.email, user.password)).status).toBe(200);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await requestReset(email);
    expect(response.status).toBe(200);
    expect(await server.outbox({ recipient: email })).toEqual([]);
  });
});

describe('phone sign-in', () => {
  let phoneCounter = 0;
  /** A number no other test of this file (and database) uses. */
  function uniqueDigits(): string {
    phoneCounter += 1;
    return `1555${String(phoneCounter).padStart(7, '0')}`;
  }
  const uniquePhone = () => `+${uniqueDigits()}`;

  it('texts a 6-digit code, and the code signs a new phone into a new player account', async () => {
    const phoneNumber = uniquePhone();
    const client = server.client();
    const sent = await client.post('/api/auth/phone-number/send-otp', { phoneNumber });
    expect(sent.status).toBe(200);
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await client.post<{ user: { id: string } }>('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(verified.status).toBe(200);
    const userId = verified.body.user.id;
    const [row] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(row?.email).toMatch(/@phone\.invalid$/);
    expect(row?.phoneNumber).toBe(phoneNumber);
    expect(row?.phoneNumberVerified).toBe(true);
    expect(await rolesOf(userId)).toEqual(['player']);
    expect((await client.get('/api/me/roles')).body).toEqual({ roles: ['player'], role: 'player' });
  });

  it('signs a known phone into the same account again', async () => {
    const phoneNumber = uniquePhone();
    const first = await server.signInWithPhone(phoneNumber);
    const second = await server.signInWithPhone(phoneNumber);
    expect(second.userId).toBe(first.userId);
    expect(await server.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(1);
  });

  it('signs one phone into one account, however the number is written', async () => {
    const digits = uniqueDigits();
    const formatted = `+${digits.slice(0, 1)} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
    const first = await server.signInWithPhone(formatted);
    const second = await server.signInWithPhone(`+${digits}`);
    const third = await server.signInWithPhone(`+${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`);
    expect(second.userId).toBe(first.userId);
    expect(third.userId).toBe(first.userId);
  });

  it('signs in a number written without a leading plus after the same digits with one', async () => {
    const digits = uniqueDigits();
    const withPlus = await server.signInWithPhone(`+${digits}`);
    // Without a default country these may be different numbers, but neither may fail.
    const withoutPlus = await server.signInWithPhone(digits);
    expect(typeof withoutPlus.userId).toBe('string');
    expect(typeof withPlus.userId).toBe('string');
  });

  it("keeps phone accounts' placeholder addresses out of e-mail sign-up", async () => {
    const digits = uniqueDigits();
    const squat = await server
      .client()
      .post('/api/auth/sign-up/email', { email: `${digits}@phone.invalid`, password: TEST_PASSWORD, name: 'Squatter' });
    expect(squat.status).toBeGreaterThanOrEqual(400);
    expect(squat.status).toBeLessThan(500);
    expect(squat.body).toEqual(errorShape);
    // The owner of the number can still sign in by phone.
    const owner = await server.signInWithPhone(`+${digits}`);
    const [row] = await server.db.select().from(users).where(eq(users.id, owner.userId));
    expect(row?.email).toMatch(/@phone\.invalid$/);
  });

  it('refuses a wrong code and a used code, and starts no session', async () => {
    const phoneNumber = uniquePhone();
    const client = server.client();
    await client.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '') ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await client.post('/api/auth/phone-number/verify', { phoneNumber, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorShape);
    expect((await client.get('/api/me/roles')).status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);

    // The right code still works after one wrong try; then it is spent.
    expect((await client.post('/api/auth/phone-number/verify', { phoneNumber, code })).status).toBe(200);
    const reused = await server.client().post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(reused.status).toBe(400);
  });

  it('refuses an invalid phone number and texts nothing', async () => {
    const phoneNumber = '555-12ab';
    const response = await server.client().post('/api/auth/phone-number/send-otp', { phoneNumber });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorShape);
    expect(await server.outbox({ recipient: phoneNumber })).toEqual([]);
  });

  it('does not let a disabled phone account sign in', async () => {
    const phoneNumber = uniquePhone();
    const { userId } = await server.signInWithPhone(phoneNumber);
    await disableUser(server.db, userId);
    const client = server.client();
    await client.post('/api/auth/phone-number/send-otp', { phoneNumber });
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '') ?? '';
    const response = await client.post('/api/auth/phone-number/verify', { phoneNumber, code });
    expect(response.status).toBe(403);
    expect((await client.get('/api/me/roles')).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // The server's own default: the client address is the socket's, whatever headers say.
    limited = await startTestServer({ env: { SIGN_IN_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'false' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers the attempt past the limit with 429 and Retry-After, even with the right password', async () => {
    const { email, password } = await limited.signUp({ client: limited.client({ clientAddress: null }) });
    const client = limited.client({ clientAddress: null });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(client, email, 'not-the-password-at-all')).status).toBe(401);
    }
    const blocked = await signIn(client, email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(client.hasCookies()).toBe(false);
  });

  it('never limits reading the session: many players may share one address', async () => {
    const { client } = await limited.signUp({ client: limited.client({ clientAddress: null }) });
    // Past Better Auth's general limit of 120 a minute for one address.
    for (let read = 1; read <= 130; read++) {
      const response = await client.get('/api/auth/get-session');
      expect(response.status, `read ${read}`).toBe(200);
    }
  });

  it('cannot be dodged with a made-up X-Forwarded-For', async () => {
    // The previous test used up this address's attempts; headers must not reset them.
    const client = limited.client({ clientAddress: null });
    const response = await client.post('/api/auth/sign-in/email', { email: uniqueEmail(), password: 'whatever-password' }, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(response.status).toBe(429);
  });
});

describe('sign-in rate limit behind a trusted proxy', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { SIGN_IN_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('counts attempts per client address', async () => {
    const { email, password } = await limited.signUp();
    const noisy = limited.client();
    for (let attempt = 1; attempt <= 3; attempt++) await signIn(noisy, email, 'not-the-password-at-all');
    expect((await signIn(noisy, email, password)).status).toBe(429);
    // Someone else, elsewhere, is not locked out by the noisy client.
    expect((await signIn(limited.client(), email, password)).status).toBe(200);
  });
});
