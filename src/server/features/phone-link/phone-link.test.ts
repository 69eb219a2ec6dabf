import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index';
import { createPlayer, createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let phoneCounter = 0;
/** Ten digits, +1 and a 555 number no other test in this file uses. */
function uniqueDigits(): string {
  phoneCounter += 1;
  return `555${String(1_000_000 + phoneCounter * 7919 + Math.floor(Math.random() * 1000)).slice(-7)}`;
}
const asE164 = (digits: string) => `+1${digits}`;
const asUsFormat = (digits: string) => `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A phone-only account with this number (decision 049: made beforehand, not by the code), signed in. */
async function phoneOnlyAccount(phone: string) {
  await server.createPhoneOnlyAccount(phone);
  return server.signInWithPhone(phone);
}

async function ownerOf(playerId: string): Promise<string | null> {
  const [row] = await server.db.select({ userId: players.userId }).from(players).where(eq(players.id, playerId));
  if (!row) throw new Error(`no player ${playerId}`);
  return row.userId;
}

describe('POST /api/link-phone-auth', () => {
  it('refuses an anonymous caller', async () => {
    const response = await server.client().api('POST /api/link-phone-auth', { body: { phone_number: '+15551234567' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it.each([
    ['555-1234', 'Phone number must be at least 10 digits.'],
    ['555-123-ABCD', 'Please enter a valid phone number.'],
    ['+1 555 123 4567 ext 9', 'Please enter a valid phone number.'],
  ])('refuses %j with 422 and the spec message, changing nothing', async (phone_number, message) => {
    const digits = uniqueDigits();
    const playerId = await createPlayer(server.db, { phone: asE164(digits) });
    const { client } = await phoneOnlyAccount(asE164(digits));
    const response = await client.api('POST /api/link-phone-auth', { body: { phone_number } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: { code: 'VALIDATION', message, issues: [{ path: 'phone_number', message }] },
    });
    expect(await ownerOf(playerId)).toBeNull();
  });

  it('refuses a missing phone_number with 422', async () => {
    const { client } = await phoneOnlyAccount(asE164(uniqueDigits()));
    const response = await client.sendUnchecked('POST', '/api/link-phone-auth', {});
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', issues: [{ path: 'phone_number' }] } });
  });

  it('refuses a number the account has not verified (403) and links nothing', async () => {
    const victimDigits = uniqueDigits();
    const victimPlayer = await createPlayer(server.db, { phone: asE164(victimDigits) });

    // An e-mail account has no verified phone at all.
    const emailUser = await createUser(server);
    const byEmailUser = await emailUser.client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(victimDigits) } });
    expect(byEmailUser.status).toBe(403);
    expect(byEmailUser.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });

    // A phone account cannot claim somebody else's number.
    const other = await phoneOnlyAccount(asE164(uniqueDigits()));
    const byOtherPhone = await other.client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(victimDigits) } });
    expect(byOtherPhone.status).toBe(403);

    expect(await ownerOf(victimPlayer)).toBeNull();
  });

  it('links the one unlinked player with that number, whatever its format, and is idempotent', async () => {
    const digits = uniqueDigits();
    const playerId = await createPlayer(server.db, { phone: asUsFormat(digits) });
    const { client, userId } = await phoneOnlyAccount(asE164(digits));

    // The number may come back formatted differently from how it was verified.
    const first = await client.api('POST /api/link-phone-auth', {
      body: { phone_number: `+1 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ linked: true, player_id: playerId });
    expect(await ownerOf(playerId)).toBe(userId);

    const second = await client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ linked: true, player_id: playerId });
    expect(await server.db.select({ id: players.id }).from(players).where(eq(players.userId, userId))).toEqual([{ id: playerId }]);
  });

  it('links a player record whose contact phone was typed without the country code', async () => {
    const digits = uniqueDigits();
    const playerId = await createPlayer(server.db, { phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` });
    const { client, userId } = await phoneOnlyAccount(asE164(digits));
    const response = await client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(response.body).toEqual({ linked: true, player_id: playerId });
    expect(await ownerOf(playerId)).toBe(userId);
  });

  it('does not take over a player record that already belongs to another account', async () => {
    const digits = uniqueDigits();
    const owner = await createUser(server);
    const playerId = await createPlayer(server.db, { phone: asE164(digits), userId: owner.userId });
    const { client } = await phoneOnlyAccount(asE164(digits));
    const response = await client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ linked: false, player_id: null });
    expect(await ownerOf(playerId)).toBe(owner.userId);
  });

  it('links the player record of a number an e-mail account verified on its profile', async () => {
    const digits = uniqueDigits();
    const playerId = await createPlayer(server.db, { phone: asUsFormat(digits) });
    const user = await createUser(server);
    // Before the number is verified, the account cannot claim it.
    expect((await user.client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } })).status).toBe(403);
    await user.client.request('POST', '/api/auth/phone-number/send-otp', { phoneNumber: asE164(digits) });
    const [sms] = await server.outbox({ recipient: asE164(digits), channel: 'sms' });
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    const verified = await user.client.request('POST', '/api/auth/phone-number/verify', { phoneNumber: asE164(digits), code, updatePhoneNumber: true });
    expect(verified.status).toBe(200);
    const linked = await user.client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(linked.body).toEqual({ linked: true, player_id: playerId });
    expect(await ownerOf(playerId)).toBe(user.userId);
  });

  it('answers linked:false when no player has the number', async () => {
    const digits = uniqueDigits();
    const signedIn = await phoneOnlyAccount(asE164(digits));
    const none = await signedIn.client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ linked: false, player_id: null });
  });

  it('does not guess between two unlinked players with the same number', async () => {
    const digits = uniqueDigits();
    const first = await createPlayer(server.db, { phone: asE164(digits) });
    const second = await createPlayer(server.db, { phone: asUsFormat(digits) });
    const { client } = await phoneOnlyAccount(asE164(digits));
    const response = await client.api('POST /api/link-phone-auth', { body: { phone_number: asE164(digits) } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ linked: false, player_id: null });
    const rows = await server.db
      .select({ userId: players.userId })
      .from(players)
      .where(inArray(players.id, [first, second]));
    expect(rows).toEqual([{ userId: null }, { userId: null }]);
  });
});
