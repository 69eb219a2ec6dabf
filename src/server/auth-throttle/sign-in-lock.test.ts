import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import type { HttpClient } from '../test/http-client';
import { otpCodeIn, startTestServer, uniqueEmail, type TestServer } from '../test/test-server';
import { lockedMessage } from './auth-throttle';

// The account lock over HTTP when wrong passwords arrive together (issue 19, item 6). Run on
// PostgreSQL too (TEST_DATABASE_URL), where the requests really reach the database at once.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function signIn(client: HttpClient, email: string, password: string) {
  return client.request<{ user?: { id: string } }>('POST', '/api/auth/sign-in/email', { email, password });
}

/** `count` wrong passwords for one e-mail sent at once, each from an address of its own. */
async function wrongPasswordsAtOnce(email: string, count: number) {
  return Promise.all(Array.from({ length: count }, (_, attempt) => signIn(server.client(), email, `wrong-password-number-${attempt}`)));
}

describe('the account lock under wrong passwords sent at once', () => {
  it('lets at most 5 of 40 reach the password check; the others are told it is locked', { timeout: 120_000 }, async () => {
    const { email } = await createUser(server);
    const answers = await wrongPasswordsAtOnce(email, 40);
    const statuses = answers.map((answer) => answer.status);
    // 401 is "wrong password": the password was checked. 429 is the lock, before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('locks an e-mail with no account alike', { timeout: 120_000 }, async () => {
    const answers = await wrongPasswordsAtOnce(uniqueEmail('nobody'), 40);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
  });
});

/** Five wrong passwords in a row lock the e-mail; the sixth answer, with the right one, is the lock's. */
async function lockOut(email: string, password: string) {
  for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn(server.client(), email, `wrong-password-${attempt}`)).status).toBe(401);
  const client = server.client();
  const locked = await signIn(client, email, password);
  expect(locked.status).toBe(429);
  expect(client.hasCookies()).toBe(false);
  return locked;
}

/** Asks for a reset link and reads its token from the mail, as the mailbox's owner would. */
async function resetToken(email: string): Promise<string> {
  expect((await server.client().request('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
  const [mail] = await server.outbox({ recipient: email, channel: 'email' });
  const token = /reset-password\?token=(\S+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return decodeURIComponent(token);
}

describe('a way in that someone locking the account on purpose cannot close', () => {
  it('says how long the lock lasts and that a reset link works meanwhile', async () => {
    const { email, password } = await createUser(server);
    const locked = await lockOut(email, password);
    expect(locked.body).toEqual({ error: { code: 'RATE_LIMITED', message: lockedMessage(60) } });
    expect(lockedMessage(60)).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute, or choose a new password with "Forgot password?": the link we e-mail you works while sign-in is locked.',
    );
    expect(lockedMessage(14 * 60 + 1)).toMatch(/Try again in 15 minutes,/);
  });

  it('lets a reset link set a new password while locked, and ends the lock so it signs in at once', async () => {
    const { email, password, userId } = await createUser(server);
    await lockOut(email, password);
    const newPassword = 'a-brand-new-passphrase';
    const reset = await server.client().request('POST', '/api/auth/reset-password', { newPassword, token: await resetToken(email) });
    expect(reset.status).toBe(200);
    const client = server.client();
    const signedIn = await signIn(client, email, newPassword);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user?.id).toBe(userId);
    expect((await client.api('GET /api/me/roles')).status).toBe(200);
  });

  it("lets the account's phone code sign in while its e-mail is locked", async () => {
    const { email, password, userId, client } = await createUser(server);
    const phoneNumber = '+15557770491';
    await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const added = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code: otpCodeIn(sms?.body ?? ''), updatePhoneNumber: true });
    expect(added.status).toBe(200);
    await lockOut(email, password);
    expect((await server.signInWithPhone(phoneNumber)).userId).toBe(userId);
  });
});
