import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpsByAddressRule,
  signUpsByEmailRule,
  SIGN_UPS_PER_ADDRESS_PER_DAY,
  SIGN_UPS_PER_EMAIL_PER_HOUR,
  TOO_MANY_SIGN_UPS_FOR_EMAIL_MESSAGE,
  TOO_MANY_SIGN_UPS_FROM_ADDRESS_MESSAGE,
} from './auth-throttle/auth-throttle';
import { users } from './db/schema/index';
import { fillRateLimit } from './http/rate-limit';
import type { HttpClient, HttpResponse } from './test/http-client';
import { otpCodeIn, startTestServer, TEST_PASSWORD, uniqueEmail, type TestServer } from './test/test-server';

/**
 * Issue 19, item 3: sign-up must not tell a taken address from a new one. Both get the same
 * answer and no session; the address's mailbox learns which it was (a code to finish the new
 * account, or a note to the owner of the existing one), and only the code signs in.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NAME = 'Jordan Reyes';

function signUp(client: HttpClient, email: string, password = TEST_PASSWORD) {
  return client.request('POST', '/api/auth/sign-up/email', { email, password, name: NAME });
}

function finish(client: HttpClient, input: { email: string; otp: string; password?: string }) {
  return client.request<{ user?: { id?: string } }>('POST', '/api/auth/email-otp/verify-email', { password: TEST_PASSWORD, ...input });
}

/** The answer's bytes with what must differ (the address, an id, the times) masked. */
function shapeOf(response: HttpResponse, email: string): string {
  return response.text
    .replaceAll(email, '<email>')
    .replace(/"id":"[^"]*"/g, '"id":"<id>"')
    .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');
}

/** The header names of an answer, without the ones that vary per request. */
function headerNames(response: HttpResponse): string[] {
  return [...response.headers.keys()].filter((name) => !['date', 'content-length'].includes(name)).sort();
}

async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await server.outbox({ recipient: email, channel: 'email' });
  const code = mail ? otpCodeIn(mail.body) : undefined;
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  return code;
}

/** An account that has finished sign-up, for the "taken" side. */
async function existingAccount(): Promise<string> {
  return (await server.signUp()).email;
}

describe('sign-up with a new and with a taken address', () => {
  it('answers both with the same status, body and headers, and no session', async () => {
    const taken = await existingAccount();
    const fresh = uniqueEmail('fresh');
    const newClient = server.client();
    const takenClient = server.client();
    const forNew = await signUp(newClient, fresh);
    const forTaken = await signUp(takenClient, taken);

    expect(forNew.status).toBe(200);
    expect(forTaken.status).toBe(forNew.status);
    expect(shapeOf(forTaken, taken)).toBe(shapeOf(forNew, fresh));
    expect(headerNames(forTaken)).toEqual(headerNames(forNew));
    expect(forNew.headers.getSetCookie()).toEqual([]);
    expect(forTaken.headers.getSetCookie()).toEqual([]);
    expect((await newClient.api('GET /api/me/roles')).status).toBe(401);
    expect((await takenClient.api('GET /api/me/roles')).status).toBe(401);
  });

  it('mails a new address a 6-digit code that finishes the account and signs it in', async () => {
    const email = uniqueEmail('new');
    const client = server.client();
    expect((await signUp(client, email)).status).toBe(200);
    const [mail] = await server.outbox({ recipient: email, channel: 'email' });
    expect(mail?.subject).toMatch(/code/i);
    expect(mail?.body).toMatch(/\b\d{6}\b/);

    // Not an account to sign in to before the code: the same answer as a wrong password.
    const early = await client.request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    const wrong = await server.client().request('POST', '/api/auth/sign-in/email', { email: await existingAccount(), password: 'not-the-password-at-all' });
    expect(early.status).toBe(401);
    expect(early.text).toBe(wrong.text);

    const finished = await finish(client, { email, otp: await codeMailedTo(email) });
    expect(finished.status).toBe(200);
    expect(client.hasCookies()).toBe(true);
    expect((await client.api('GET /api/me/roles')).status).toBe(200);
    const [row] = await server.db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row).toEqual({ id: finished.body.user?.id, emailVerified: true });
    // From now on the password signs in.
    expect((await server.client().request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("tells a taken address's owner that someone tried, sends no code and leaves the account as it was", async () => {
    const taken = await existingAccount();
    const before = await server.outbox({ recipient: taken });
    const client = server.client();
    await signUp(client, taken, 'another-long-password');

    const mails = await server.outbox({ recipient: taken, channel: 'email' });
    expect(mails).toHaveLength(before.length + 1);
    expect(mails[0]?.subject).toMatch(/tried to create an account/i);
    expect(mails[0]?.body).not.toMatch(/\b\d{6}\b/);
    expect(mails[0]?.body).toContain(`${server.publicUrl}/reset-password`);
    expect((await finish(client, { email: taken, otp: '123456', password: 'another-long-password' })).status).toBe(400);
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
    expect((await server.client().request('POST', '/api/auth/sign-in/email', { email: taken, password: 'another-long-password' })).status).toBe(401);
    expect((await server.client().request('POST', '/api/auth/sign-in/email', { email: taken, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('finishing sign-up with the code', () => {
  it('refuses a wrong code, and after 3 wrong codes the right one too', async () => {
    const email = uniqueEmail('wrong');
    const client = server.client();
    await signUp(client, email);
    const code = await codeMailedTo(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = await finish(client, { email, otp: wrongCode });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: 'Invalid OTP' } });
    }
    const spent = await finish(client, { email, otp: code });
    expect(spent.status).toBe(403);
    expect(spent.body).toMatchObject({ error: { message: 'Too many attempts' } });
    expect(client.hasCookies()).toBe(false);
    const [row] = await server.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it('mails one address at most 5 codes an hour, with the same answer past the cap', async () => {
    const email = uniqueEmail('pester');
    for (let attempt = 1; attempt <= 6; attempt++) expect((await signUp(server.client(), email)).status).toBe(200);
    expect(await server.outbox({ recipient: email, channel: 'email' })).toHaveLength(5);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    const client = server.client();
    await signUp(client, email);
    const code = await codeMailedTo(email);
    await server.db.execute(sql`update verifications set expires_at = now() - interval '1 minute' where identifier = ${`email-verification-otp-${email}`}`);
    const refused = await finish(client, { email, otp: code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: 'OTP expired' } });
    expect(client.hasCookies()).toBe(false);
  });

  it('needs the password of the sign-up the code came from, so no one else can pick the password', async () => {
    const email = uniqueEmail('squat');
    // Someone signs up first with another person's address and a password of their own ...
    await signUp(server.client(), email, 'the-squatters-password');
    // ... then the address's owner signs up: a fresh code, and the owner's password.
    const owner = server.client();
    await signUp(owner, email);
    const code = await codeMailedTo(email);
    expect((await finish(server.client(), { email, otp: code, password: 'the-squatters-password' })).status).toBe(400);
    expect((await finish(owner, { email, otp: code })).status).toBe(200);
    expect((await server.client().request('POST', '/api/auth/sign-in/email', { email, password: 'the-squatters-password' })).status).toBe(401);
    expect((await server.client().request('POST', '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('sign-ups from a crowd behind one address (decision 086)', () => {
  it('accepts 50 sign-ups from one address within a minute, each mailed its code', { timeout: 120_000 }, async () => {
    const clubhouse = '198.51.100.60';
    const emails = Array.from({ length: 50 }, () => uniqueEmail('club-night'));
    const answers = await Promise.all(emails.map((email) => signUp(server.client({ clientAddress: clubhouse }), email)));
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    const mailed = await Promise.all(emails.map((email) => server.outbox({ recipient: email, channel: 'email' })));
    expect(mailed.map((mails) => mails.length)).toEqual(emails.map(() => 1));
  });

  it("refuses sign-ups from an address past its day's ceiling, with 429 and Retry-After; other addresses go on", async () => {
    const busy = '198.51.100.61';
    await fillRateLimit(server.db, signUpsByAddressRule(busy), SIGN_UPS_PER_ADDRESS_PER_DAY - 1);
    expect((await signUp(server.client({ clientAddress: busy }), uniqueEmail('last'))).status).toBe(200);
    const refusedEmail = uniqueEmail('over');
    const refused = await signUp(server.client({ clientAddress: busy }), refusedEmail);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_SIGN_UPS_FROM_ADDRESS_MESSAGE } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    // Nothing made, nothing mailed.
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.email, refusedEmail))).toEqual([]);
    expect(await server.outbox({ recipient: refusedEmail })).toEqual([]);
    expect((await signUp(server.client(), uniqueEmail('elsewhere'))).status).toBe(200);
  });

  it('refuses sign-ups with one e-mail past its hourly limit, from any address, alike whether it is taken', async () => {
    const fresh = uniqueEmail('again');
    const taken = await existingAccount();
    const answers: HttpResponse[] = [];
    for (const email of [fresh, taken]) {
      await fillRateLimit(server.db, signUpsByEmailRule(email.toUpperCase()), SIGN_UPS_PER_EMAIL_PER_HOUR - 1);
      expect((await signUp(server.client(), email)).status).toBe(200);
      answers.push(await signUp(server.client(), email));
    }
    for (const refused of answers) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_SIGN_UPS_FOR_EMAIL_MESSAGE } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(shapeOf(answers[0] as HttpResponse, fresh)).toBe(shapeOf(answers[1] as HttpResponse, taken));
  });
});
