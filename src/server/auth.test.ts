import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCOUNT_FOR_PHONE_MESSAGE } from '../shared/accounts';
import { ERROR_CODES } from '../shared/api-error';
import { CODES_USED_UP_MESSAGE, DEFAULT_SIGN_IN_CODES_PER_DAY, leagueCodesRule } from './auth-throttle/auth-throttle';
import { accounts, userRoles, users } from './db/schema/index';
import { fillRateLimit } from './http/rate-limit';
import { lightPasswordHashing } from './light-password-hashing';
import { createUser, disableUser } from './test/factories';
import type { HttpClient } from './test/http-client';
import { otpCodeIn, startTestServer, TEST_PASSWORD, uniqueEmail, type SignedUpUser, type TestServer } from './test/test-server';

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
  return client.request<{ user?: { id: string } }>('POST', '/api/auth/sign-in/email', { email, password });
}

describe('sign-up', () => {
  it('creates an account that holds the player role and is signed in', async () => {
    const email = uniqueEmail('new');
    const user = await server.signUp({ email });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.email).toBe(email);
    expect(await rolesOf(user.userId)).toEqual(['player']);
    const me = await user.client.api('GET /api/me/roles');
    expect(me.status).toBe(200);
  });

  it('refuses a password shorter than 12 characters and creates nobody', async () => {
    const email = uniqueEmail('short');
    const client = server.client();
    const response = await client.request('POST', '/api/auth/sign-up/email', { email, password: 'elevenchars', name: 'Short Password' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(errorShape);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(client.hasCookies()).toBe(false);
  });

  it('refuses a common password with a message and creates nobody', async () => {
    const email = uniqueEmail('common');
    const client = server.client();
    const response = await client.request('POST', '/api/auth/sign-up/email', { email, password: 'password1234', name: 'Common Password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'This password is too common. Please choose another.' } });
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a password longer than 128 characters', async () => {
    const email = uniqueEmail('long');
    const response = await server.client().request('POST', '/api/auth/sign-up/email', { email, password: 'x-'.repeat(65), name: 'Long Password' });
    expect(response.status).toBe(400);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('accepts a password of exactly 12 characters', async () => {
    const user = await server.signUp({ password: 'twelve-chars' });
    expect((await user.client.api('GET /api/me/roles')).status).toBe(200);
  });

  // A taken address answered as a new one, the code that finishes a new account: sign-up.test.ts.

  it('tells the owner of a taken e-mail at most 3 times an hour', async () => {
    const owner = await server.signUp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await server.client().request('POST', '/api/auth/sign-up/email', { email: owner.email, password: TEST_PASSWORD, name: 'Again' });
      expect(response.status).toBe(200);
    }
    expect(await server.outbox({ recipient: owner.email, channel: 'email' })).toHaveLength(3);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password', async () => {
    const { email, password, userId } = await createUser(server);
    const client = server.client();
    const response = await signIn(client, email, password);
    expect(response.status).toBe(200);
    expect(response.body.user?.id).toBe(userId);
    expect((await client.api('GET /api/me/roles')).status).toBe(200);
  });

  it('refuses a wrong password with 401 and a clear message, and starts no session', async () => {
    const { email } = await createUser(server);
    const client = server.client();
    const response = await signIn(client, email, 'not-the-password-at-all');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(/invalid email or password/i) } });
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
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
    expect((await user.client.api('GET /api/me/roles')).status).toBe(200);

    // Better Auth takes only JSON bodies on POST, as its browser client sends them.
    const out = await user.client.request('POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await user.client.api('GET /api/me/roles')).status).toBe(401);
    // The session is gone on the server, not just the cookie in this client.
    const replay = await server.client().api('GET /api/me/roles', {}, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('does not let a disabled account sign in', async () => {
    const { email, password, userId } = await createUser(server);
    await disableUser(server.db, userId);
    const client = server.client();
    const response = await signIn(client, email, password);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/disabled/i) } });
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
  });

  it('treats a session as signed out once its account is disabled', async () => {
    const { client, userId } = await createUser(server);
    expect((await client.api('GET /api/me/roles')).status).toBe(200);
    await disableUser(server.db, userId);
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
  });
});

describe('sign-in limits that a crowd behind one address does not hit', () => {
  /**
   * Members with TEST_PASSWORD, written straight to the tables, hashed as the test server hashes
   * (decision 090): 50 sign-ups through the API would be most of the test.
   */
  async function createMembers(count: number): Promise<{ userId: string; email: string }[]> {
    const hash = await lightPasswordHashing.hash(TEST_PASSWORD);
    const members = Array.from({ length: count }, () => ({ userId: randomUUID(), email: uniqueEmail('member') }));
    await server.db.insert(users).values(members.map((m) => ({ id: m.userId, name: 'Club Member', email: m.email, emailVerified: true })));
    await server.db
      .insert(accounts)
      .values(members.map((m) => ({ id: randomUUID(), accountId: m.userId, providerId: 'credential', userId: m.userId, password: hash })));
    await server.db.insert(userRoles).values(members.map((m) => ({ userId: m.userId, role: 'player' as const })));
    return members;
  }

  it('lets 50 members sign in correctly from one address within a minute', { timeout: 180_000 }, async () => {
    const members = await createMembers(50);
    const clubhouse = '198.51.100.50';
    // All 50 arrive at once, well within the minute a per-address limit counts over; checking
    // the passwords then takes a while (half a second each here), which limits do not see.
    const answers = await Promise.all(members.map((member) => signIn(server.client({ clientAddress: clubhouse }), member.email, TEST_PASSWORD)));
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200));
    expect(answers.map((answer) => answer.body.user?.id)).toEqual(members.map((member) => member.userId));
  });

  /** Ten wrong passwords for one e-mail, each from a different address, one after another. */
  async function tenWrongPasswords(email: string) {
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt++) answers.push(await signIn(server.client(), email, `wrong-password-number-${attempt}`));
    return answers;
  }

  it('locks an account for a minute after 5 wrong passwords, whatever the addresses', async () => {
    const { email, password } = await createUser(server);
    const answers = await tenWrongPasswords(email);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    for (const locked of answers.slice(5)) {
      expect(locked.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/\w/) } });
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // While locked, even the right password waits: a guesser learns nothing from the lock.
    const client = server.client();
    expect((await signIn(client, email, password)).status).toBe(429);
    expect(client.hasCookies()).toBe(false);
  });

  it('answers for an e-mail without an account exactly as for one with an account', async () => {
    const { email } = await createUser(server);
    const existing = await tenWrongPasswords(email);
    const missing = await tenWrongPasswords(uniqueEmail('nobody'));
    // Locked alike: a lock that only accounts got would tell which e-mails have one.
    expect(missing.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(missing.map((answer) => answer.status)).toEqual(existing.map((answer) => answer.status));
    expect(missing.map((answer) => answer.body)).toEqual(existing.map((answer) => answer.body));
    expect(missing.map((answer) => answer.headers.has('retry-after'))).toEqual(existing.map((answer) => answer.headers.has('retry-after')));
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return server.client().request('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
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
    const reset = await server.client().request('POST', '/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);

    expect((await signIn(server.client(), user.email, user.password)).status).toBe(401);
    expect((await signIn(server.client(), user.email, newPassword)).status).toBe(200);
    // Sessions from before the reset end with it (someone else may have had the password).
    expect((await user.client.api('GET /api/me/roles')).status).toBe(401);

    const again = await server.client().request('POST', '/api/auth/reset-password', { newPassword: 'yet-another-password', token });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.body).toEqual(errorShape);
    expect((await signIn(server.client(), user.email, 'yet-another-password')).status).toBe(401);
    expect((await signIn(server.client(), user.email, newPassword)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await server.client().request('POST', '/api/auth/reset-password', { newPassword: 'a-brand-new-password', token: 'made-up-token' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(errorShape);
  });

  it('refuses a short new password and keeps the old one', async () => {
    const user = await createUser(server);
    await requestReset(user.email);
    const [mail] = await server.outbox({ recipient: user.email, channel: 'email' });
    const token = resetTokenIn(mail?.body ?? '');
    const response = await server.client().request('POST', '/api/auth/reset-password', { newPassword: 'too-short', token });
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

  /** Tries a reset link; true when it set the new password. */
  async function resetWorks(token: string, newPassword: string): Promise<boolean> {
    const response = await server.client().request('POST', '/api/auth/reset-password', { newPassword, token });
    if (response.status === 200) return true;
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    return false;
  }

  it('mails at most 3 links an hour to one account; only the newest works, and every answer is the same', async () => {
    const user = await createUser(server);
    const addresses = Array.from({ length: 5 }, () => server.client());
    const answers = [];
    for (let request = 0; request < 15; request++) {
      const client = addresses[request % addresses.length] ?? server.client();
      answers.push(await client.request('POST', '/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' }));
    }
    const nobody = await requestReset(uniqueEmail('nobody'));
    // Under the limit, over it, or no account at all: the caller cannot tell them apart.
    for (const answer of answers) {
      expect(answer.status).toBe(nobody.status);
      expect(answer.body).toEqual(nobody.body);
    }

    const mails = await server.outbox({ recipient: user.email, channel: 'email' });
    expect(mails).toHaveLength(3);
    const [newest, ...older] = mails.map((mail) => resetTokenIn(mail.body));
    for (const [index, token] of older.entries()) expect(await resetWorks(token, `older-link-password-${index}`), `older link ${index}`).toBe(false);
    expect(await resetWorks(newest ?? '', 'the-newest-link-password')).toBe(true);
    expect((await signIn(server.client(), user.email, 'the-newest-link-password')).status).toBe(200);
  });

  it('keeps one link valid when requests for one account arrive all at once', async () => {
    const user = await createUser(server);
    const addresses = Array.from({ length: 5 }, () => server.client());
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, request) =>
        (addresses[request % addresses.length] ?? server.client()).request('POST', '/api/auth/request-password-reset', {
          email: user.email,
          redirectTo: '/reset-password',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const mails = await server.outbox({ recipient: user.email, channel: 'email' });
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(3);
    const worked = [];
    for (const [index, mail] of mails.entries()) worked.push(await resetWorks(resetTokenIn(mail.body), `concurrent-password-${index}`));
    expect(worked.filter(Boolean)).toHaveLength(1);
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

  /** Sends a code to the number and reads it from the outbox, as its holder would. */
  async function codeFor(phoneNumber: string, client = server.client()): Promise<string> {
    const sent = await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    expect(sent.status).toBe(200);
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    return otpCodeIn(sms?.body ?? '') ?? '';
  }

  it('texts a 6-digit code, and the code signs into the account with that number, as it is', async () => {
    const phoneNumber = uniquePhone();
    const accountId = await server.createPhoneOnlyAccount(phoneNumber);
    const client = server.client();
    const code = await codeFor(phoneNumber, client);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await client.request<{ user: { id: string } }>('POST', '/api/auth/phone-number/verify', { phoneNumber, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(accountId);
    const [row] = await server.db.select().from(users).where(eq(users.id, accountId));
    expect(row?.email).toMatch(/@phone\.invalid$/);
    expect(row?.phoneNumberVerified).toBe(true);
    expect(await rolesOf(accountId)).toEqual(['player']);
    expect((await client.api('GET /api/me/roles')).body).toEqual({ roles: ['player'], role: 'player' });
  });

  it('answers a number no account uses as a known one until its right code, which creates nothing and says so', async () => {
    const known = uniquePhone();
    await server.createPhoneOnlyAccount(known);
    const unknown = uniquePhone();
    const usersBefore = (await server.db.select({ id: users.id }).from(users)).length;

    // Sending: the same answer and a code either way, so the caller learns nothing.
    const toKnown = await server.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: known });
    const client = server.client();
    const toUnknown = await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: unknown });
    expect(toUnknown.status).toBe(toKnown.status);
    expect(toUnknown.body).toEqual(toKnown.body);
    const [sms] = await server.outbox({ recipient: unknown, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '') ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code: the answer a wrong code for a known number gets.
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber: unknown, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { code: 'VALIDATION', message: 'Invalid OTP' } });

    // The right code, only its holder has: no account, no session, and it is spent.
    const right = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber: unknown, code });
    expect(right.status).toBe(404);
    expect(right.body).toEqual({ error: { code: 'NOT_FOUND', message: NO_ACCOUNT_FOR_PHONE_MESSAGE } });
    expect(client.hasCookies()).toBe(false);
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.phoneNumber, unknown))).toEqual([]);
    expect((await server.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
    const again = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber: unknown, code });
    expect(again.status).toBe(400);
  });

  it('signs a known phone into the same account again', async () => {
    const phoneNumber = uniquePhone();
    const accountId = await server.createPhoneOnlyAccount(phoneNumber);
    const first = await server.signInWithPhone(phoneNumber);
    const second = await server.signInWithPhone(phoneNumber);
    expect(first.userId).toBe(accountId);
    expect(second.userId).toBe(accountId);
    expect(await server.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(1);
  });

  it('signs one phone into one account, however the number is written', async () => {
    const digits = uniqueDigits();
    const formatted = `+${digits.slice(0, 1)} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
    const accountId = await server.createPhoneOnlyAccount(formatted);
    const first = await server.signInWithPhone(formatted);
    const second = await server.signInWithPhone(`+${digits}`);
    const third = await server.signInWithPhone(`+${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`);
    expect(first.userId).toBe(accountId);
    expect(second.userId).toBe(accountId);
    expect(third.userId).toBe(accountId);
  });

  it('signs an e-mail account in by the number it verified on its profile', async () => {
    const user = await createUser(server);
    const phoneNumber = uniquePhone();
    const code = await codeFor(phoneNumber, user.client);
    const added = await user.client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true });
    expect(added.status).toBe(200);
    const signedIn = await server.signInWithPhone(phoneNumber);
    expect(signedIn.userId).toBe(user.userId);
  });

  it("refuses a profile's new number when another account uses it, and keeps both as they were", async () => {
    const taken = uniquePhone();
    const ownerId = await server.createPhoneOnlyAccount(taken);
    const user = await createUser(server);
    const code = await codeFor(taken, user.client);
    const response = await user.client.request('POST', '/api/auth/phone-number/verify', { phoneNumber: taken, code, updatePhoneNumber: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'Phone number already exists' } });
    const [mine] = await server.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, user.userId));
    expect(mine?.phoneNumber).toBeNull();
    expect((await server.signInWithPhone(taken)).userId).toBe(ownerId);
  });

  it('refuses a new number on a profile without a session', async () => {
    const phoneNumber = uniquePhone();
    const client = server.client();
    const code = await codeFor(phoneNumber, client);
    const response = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true });
    expect(response.status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
  });

  it("keeps phone accounts' placeholder addresses out of e-mail sign-up", async () => {
    const digits = uniqueDigits();
    const ownerId = await server.createPhoneOnlyAccount(`+${digits}`);
    const squat = await server
      .client()
      .request('POST', '/api/auth/sign-up/email', { email: `${digits}@phone.invalid`, password: TEST_PASSWORD, name: 'Squatter' });
    expect(squat.status).toBeGreaterThanOrEqual(400);
    expect(squat.status).toBeLessThan(500);
    expect(squat.body).toEqual(errorShape);
    // The owner of the number can still sign in by phone.
    const owner = await server.signInWithPhone(`+${digits}`);
    expect(owner.userId).toBe(ownerId);
  });

  it('refuses a wrong code and a used code, and starts no session', async () => {
    const phoneNumber = uniquePhone();
    await server.createPhoneOnlyAccount(phoneNumber);
    const client = server.client();
    await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '') ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorShape);
    expect((await client.api('GET /api/me/roles')).status).toBe(401);

    // The right code still works after one wrong try; then it is spent.
    expect((await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code })).status).toBe(200);
    const reused = await server.client().request('POST', '/api/auth/phone-number/verify', { phoneNumber, code });
    expect(reused.status).toBe(400);
  });

  it('texts at most 3 codes in 10 minutes to one number, whatever the addresses asking', async () => {
    const phoneNumber = uniquePhone();
    const answers = [];
    for (let request = 1; request <= 20; request++) answers.push(await server.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber }));
    expect(await server.outbox({ recipient: phoneNumber, channel: 'sms' })).toHaveLength(3);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, ...Array.from({ length: 17 }, () => 429)]);
    const refused = answers[3];
    expect(refused?.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/\w/) } });
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('counts one number however it is written: five spellings sent together get 3 codes in all', async () => {
    const national = uniqueDigits().slice(1);
    const e164 = `+1${national}`;
    const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
    const spellings = [e164, `1${national}`, national, `${area}-${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`];
    const requests = spellings.flatMap((phoneNumber) => [1, 2, 3].map(() => ({ phoneNumber })));
    const answers = await Promise.all(requests.map((body) => server.client().request('POST', '/api/auth/phone-number/send-otp', body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12);
    // Every code went to the one E.164 number, whatever spelling asked for it.
    const texts = (await server.outbox({ channel: 'sms' })).filter((sms) => sms.recipient.replace(/\D/g, '').endsWith(national));
    expect(texts.map((sms) => sms.recipient)).toEqual([e164, e164, e164]);
  });

  it('refuses an invalid phone number and texts nothing', async () => {
    const phoneNumber = '555-12ab';
    const response = await server.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorShape);
    expect(await server.outbox({ recipient: phoneNumber })).toEqual([]);
  });

  it('does not let a disabled phone account sign in', async () => {
    const phoneNumber = uniquePhone();
    const userId = await server.createPhoneOnlyAccount(phoneNumber);
    await disableUser(server.db, userId);
    const client = server.client();
    await client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    const [sms] = await server.outbox({ recipient: phoneNumber, channel: 'sms' });
    const code = otpCodeIn(sms?.body ?? '') ?? '';
    const response = await client.request('POST', '/api/auth/phone-number/verify', { phoneNumber, code });
    expect(response.status).toBe(403);
    expect((await client.api('GET /api/me/roles')).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestServer;
  /** Made before the tests fill the address's failures: finishing a sign-up is a sign-in too. */
  let reader: SignedUpUser;
  beforeAll(async () => {
    // The server's own default: the client address is the socket's, whatever headers say.
    limited = await startTestServer({ env: { SIGN_IN_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'false' } });
    reader = await limited.signUp({ client: limited.client({ clientAddress: null }) });
  });
  afterAll(async () => {
    await limited?.close();
  });

  /** Wrong passwords for e-mails no one uses, from the one address of `limited`'s clients. */
  async function wrongPasswordsFromHere(count: number) {
    for (let attempt = 1; attempt <= count; attempt++) {
      expect((await signIn(limited.client({ clientAddress: null }), uniqueEmail('guess'), 'not-the-password-at-all')).status).toBe(401);
    }
  }

  it("lets a right password in after the address's failures on other accounts pass its ceiling", { timeout: 60_000 }, async () => {
    const { email, password } = await limited.signUp({ client: limited.client({ clientAddress: null }) });
    // Past the ceiling (3 here, 20 by default): the address's failures are other accounts' doing.
    await wrongPasswordsFromHere(4);
    const client = limited.client({ clientAddress: null });
    const answer = await signIn(client, email, password);
    expect(answer.status).toBe(200);
    expect(client.hasCookies()).toBe(true);
  });

  it('past the ceiling, locks an account at its first wrong password, with 429 and Retry-After', { timeout: 60_000 }, async () => {
    const { email, password } = await limited.signUp({ client: limited.client({ clientAddress: null }) });
    await wrongPasswordsFromHere(4);
    const client = limited.client({ clientAddress: null });
    expect((await signIn(client, email, 'not-the-password-at-all')).status).toBe(401);
    const blocked = await signIn(client, email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('Forgot password?') } });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(client.hasCookies()).toBe(false);
  });

  it('never limits reading the session: many players may share one address', async () => {
    const { client } = reader;
    // Past Better Auth's general limit of 120 a minute for one address.
    for (let read = 1; read <= 130; read++) {
      const response = await client.request('GET', '/api/auth/get-session');
      expect(response.status, `read ${read}`).toBe(200);
    }
  });

  it('cannot be dodged with a made-up X-Forwarded-For', { timeout: 60_000 }, async () => {
    // Past the address's ceiling; a header must not give it fresh failures.
    const { email, password } = await limited.signUp({ client: limited.client({ clientAddress: null }) });
    await wrongPasswordsFromHere(4);
    const forged = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    const client = limited.client({ clientAddress: null });
    expect((await client.request('POST', '/api/auth/sign-in/email', { email, password: 'not-the-password-at-all' }, forged)).status).toBe(401);
    expect((await client.request('POST', '/api/auth/sign-in/email', { email, password }, forged)).status).toBe(429);
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

  it('counts failures per client address', { timeout: 60_000 }, async () => {
    const [first, second] = await Promise.all([limited.signUp(), limited.signUp()]);
    const noisy = '198.51.100.90';
    for (let attempt = 1; attempt <= 3; attempt++) await signIn(limited.client({ clientAddress: noisy }), uniqueEmail('guess'), 'not-the-password-at-all');
    // Past the noisy address's ceiling one wrong password locks the account; from elsewhere it does not.
    expect((await signIn(limited.client({ clientAddress: noisy }), first?.email ?? '', 'not-the-password-at-all')).status).toBe(401);
    expect((await signIn(limited.client(), first?.email ?? '', first?.password ?? '')).status).toBe(429);
    expect((await signIn(limited.client(), second?.email ?? '', 'not-the-password-at-all')).status).toBe(401);
    expect((await signIn(limited.client(), second?.email ?? '', second?.password ?? '')).status).toBe(200);
  });

  it('counts only failures against an address, and never refuses a right password for them', { timeout: 60_000 }, async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => limited.signUp()));
    const clubhouse = '198.51.100.77';
    for (const member of members) expect((await signIn(limited.client({ clientAddress: clubhouse }), member.email, member.password)).status).toBe(200);
    // Wrong passwords past the ceiling (SIGN_IN_LIMIT_PER_MINUTE, 3 here), for other e-mails.
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signIn(limited.client({ clientAddress: clubhouse }), uniqueEmail('typo'), 'not-the-password-at-all')).status).toBe(401);
    }
    for (const member of members) expect((await signIn(limited.client({ clientAddress: clubhouse }), member.email, member.password)).status).toBe(200);
  });
});

describe("the league's daily ceiling on sign-in codes", () => {
  let league: TestServer;
  beforeAll(async () => {
    league = await startTestServer();
  });
  afterAll(async () => {
    await league?.close();
  });

  it('refuses codes past the ceiling with a clear message, and tells every admin once', async () => {
    const admins = await Promise.all([createUser(league, { roles: ['admin'] }), createUser(league, { roles: ['admin'] })]);
    const player = await createUser(league);
    // The day so far: one code short of the ceiling.
    await fillRateLimit(league.db, leagueCodesRule(new Date(), DEFAULT_SIGN_IN_CODES_PER_DAY), DEFAULT_SIGN_IN_CODES_PER_DAY - 1);

    const last = await league.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: '+15550000001' });
    expect(last.status).toBe(200);
    for (const phoneNumber of ['+15550000002', '+15550000003']) {
      const refused = await league.client().request('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
      expect(refused.status).toBe(503);
      // A 503 has its own code (decision 056).
      expect(refused.body).toEqual({ error: { code: 'UNAVAILABLE', message: CODES_USED_UP_MESSAGE } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await league.outbox({ recipient: phoneNumber })).toEqual([]);
    }

    for (const admin of admins) {
      const mails = await league.outbox({ recipient: admin.email, channel: 'email' });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/sign-in codes/i);
    }
    expect(await league.outbox({ recipient: player.email })).toEqual([]);
  });
});
