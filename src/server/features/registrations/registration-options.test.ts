import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS } from '../../../shared/discount-codes';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { RegistrationOptions } from '../../../shared/api/registrations';
import { registrations, waitlistInvitations } from '../../db/schema/index';
import { createDiscountCodeRow, createRegistrationsWithCode } from '../../test/discount-codes-factories';
import { createPlayer, createUser } from '../../test/factories';
import {
  createRegistrationPlace,
  createReturningInvitation,
  createWaitlistInvitation,
  registrationBody,
  setWaitlistMode,
} from '../../test/registration-factories';
import { startTestServer, uniqueId, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const freshCode = (prefix: string) => `${prefix}-${uniqueId()}`.toUpperCase().slice(0, 32);
const periodIds = (options: RegistrationOptions) => options.periods.map((p) => p.period_id);

describe('GET /api/registration/options', () => {
  it('gives anyone the open periods newest first with the places left, the waiver, and no player', async () => {
    const older = await createRegistrationPlace(server.db, { capacity: 3, feeCents: 9_500, createdAt: new Date(Date.now() - 60_000) });
    const newer = await createRegistrationPlace(server.db);
    const upcoming = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const closed = await createRegistrationPlace(server.db, { status: 'CLOSED' });
    for (const status of ['paid', 'cancelled', 'pending_payment'] as const) {
      await server.db
        .insert(registrations)
        .values({ playerId: await createPlayer(server.db, {}), seasonId: older.seasonId, divisionId: older.divisionId, status });
    }

    const response = await server.client().api('GET /api/registration/options');
    expect(response.status).toBe(200);
    const ids = periodIds(response.body);
    expect(ids.indexOf(newer.periodId)).toBeLessThan(ids.indexOf(older.periodId));
    expect(ids).not.toContain(upcoming.periodId);
    expect(ids).not.toContain(closed.periodId);
    expect(response.body.periods.find((p) => p.period_id === older.periodId)).toEqual({
      period_id: older.periodId,
      season_id: older.seasonId,
      season_name: expect.stringMatching(/^Season /),
      division_id: older.divisionId,
      division_name: expect.stringMatching(/^Division /),
      division_description: '',
      status: 'OPEN',
      fee_cents: 9_500,
      capacity: 3,
      remaining: 1,
      closes_at: null,
      already_registered: false,
      min_age: null,
      gender_rule: 'open',
      season_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      eligibility_exception: false,
    });
    expect(response.body.periods.find((p) => p.period_id === newer.periodId)).toMatchObject({ capacity: null, remaining: null });
    expect(response.body).toMatchObject({
      waitlist_mode: false,
      invitation: null,
      invitation_problem: null,
      can_register: true,
      waiver: { id: expect.any(String), version: expect.any(Number), title: expect.any(String), body: expect.any(String) },
      waiver_signed_at: null,
      payment_provider: null,
      player: null,
    });
  });

  it('gives a signed-in player their own details, the waiver they signed and where they are registered', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const before = await user.client.api('GET /api/registration/options');
    expect(before.body.player).toBeNull();

    const body = await registrationBody(server.db, place.periodId);
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(201);
    const after = await user.client.api('GET /api/registration/options');
    expect(after.body.player).toEqual({
      first_name: 'Alex',
      last_name: body.player.last_name,
      phone_number: '(416) 555-0101',
      date_of_birth: '1994-02-03',
      gender: 'Female',
      skill_level: 6,
      positions_played: ['Midfield', 'Defense'],
      preferred_position: 'Midfield',
      jersey_size: 'M',
      photo_url: null,
      emergency_contact_name: 'Sam Keeper',
      emergency_contact_phone: '(416) 555-0102',
    });
    expect(after.body.waiver_signed_at).toEqual(expect.any(String));
    expect(after.body.periods.find((p) => p.period_id === place.periodId)?.already_registered).toBe(true);
    // Someone else, and the anonymous caller, still see nothing of it.
    const other = await (await createUser(server)).client.api('GET /api/registration/options');
    expect(other.body).toMatchObject({ player: null, waiver_signed_at: null });
    expect(other.body.periods.find((p) => p.period_id === place.periodId)?.already_registered).toBe(false);
    expect((await server.client().api('GET /api/registration/options')).text).not.toContain(body.player.last_name);
  });

  it('says when an invitation link cannot be used', async () => {
    const place = await createRegistrationPlace(server.db);
    const expired = await createWaitlistInvitation(server.db, place, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of ['nonsense', expired.token]) {
      const response = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
      expect(response.body).toMatchObject({ invitation: null, invitation_problem: REGISTRATION_MESSAGES.invitationInvalid, can_register: true });
    }
  });

  it("with a returning player's invitation, adds its season's upcoming periods only", async () => {
    const open = await createRegistrationPlace(server.db);
    const upcoming = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const otherUpcoming = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const { token } = await createReturningInvitation(server.db, upcoming.seasonId);
    const response = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
    expect(response.body.invitation).toEqual({
      kind: 'returning',
      season_id: upcoming.seasonId,
      season_name: expect.any(String),
      division_id: null,
      division_name: null,
    });
    expect(periodIds(response.body)).toEqual(expect.arrayContaining([open.periodId, upcoming.periodId]));
    expect(periodIds(response.body)).not.toContain(otherUpcoming.periodId);
    expect(response.body.periods.find((p) => p.period_id === upcoming.periodId)?.status).toBe('UPCOMING');
  });

  it("with a waitlist invitation, offers its entry's season and division only", async () => {
    const invited = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const other = await createRegistrationPlace(server.db);
    const { token } = await createWaitlistInvitation(server.db, invited);
    const response = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
    expect(response.body.invitation).toMatchObject({ kind: 'waitlist', season_id: invited.seasonId, division_id: invited.divisionId });
    expect(periodIds(response.body)).toEqual([invited.periodId]);
    expect(periodIds(response.body)).not.toContain(other.periodId);
    // The entry's own details are not on the public answer.
    expect(response.text).not.toMatch(/555-0199|1990-05-17|@example\.test/);
  });

  it('in waitlist mode, lets only an invitation register', async () => {
    const place = await createRegistrationPlace(server.db);
    const { token, invitationId } = await createWaitlistInvitation(server.db, place);
    await setWaitlistMode(server.db, true);
    try {
      const without = await server.client().api('GET /api/registration/options');
      expect(without.body).toMatchObject({ waitlist_mode: true, can_register: false });
      const withInvitation = await server.client().api('GET /api/registration/options', { query: { invitation: token } });
      expect(withInvitation.body).toMatchObject({ waitlist_mode: true, can_register: true, invitation: { kind: 'waitlist' } });
      expect(periodIds(withInvitation.body)).toEqual([place.periodId]);
    } finally {
      await setWaitlistMode(server.db, false);
    }
    // Looking does not use the invitation up.
    const [invitation] = await server.db.select().from(waitlistInvitations).where(eq(waitlistInvitations.id, invitationId));
    expect(invitation?.claimedAt).toBeNull();
  });
});

describe('POST /api/registration/quote', () => {
  it('refuses an anonymous caller (401)', async () => {
    const place = await createRegistrationPlace(server.db);
    expect((await server.client().api('POST /api/registration/quote', { body: { period_id: place.periodId } })).status).toBe(401);
  });

  it('prices the period with and without a code, typed in any case', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 10_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('quote'), kind: 'amount', amountOffCents: 1_500 });
    const plain = await user.client.api('POST /api/registration/quote', { body: { period_id: place.periodId } });
    expect(plain.body).toEqual({ fee_cents: 10_000, discount_cents: 0, total_cents: 10_000, discount_code: null });
    const blank = await user.client.api('POST /api/registration/quote', { body: { period_id: place.periodId, discount_code: '  ' } });
    expect(blank.body.discount_code).toBeNull();
    const coded = await user.client.api('POST /api/registration/quote', { body: { period_id: place.periodId, discount_code: ` ${code.code.toLowerCase()}` } });
    expect(coded.status).toBe(200);
    expect(coded.body).toEqual({ fee_cents: 10_000, discount_cents: 1_500, total_cents: 8_500, discount_code: code.code });
  });

  it('says why a code does not apply (422 under discount_code)', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const usedUp = await createDiscountCodeRow(server.db, { code: freshCode('used'), maxUses: 1 });
    await createRegistrationsWithCode(server.db, usedUp.id, ['paid']);
    const expired = await createDiscountCodeRow(server.db, { code: freshCode('old'), validUntil: new Date(Date.now() - 60_000) });
    const cases: [string, string][] = [
      ['NOPE-NOPE', 'This discount code is not valid.'],
      [usedUp.code, DISCOUNT_REFUSALS.used_up],
      [expired.code, DISCOUNT_REFUSALS.expired],
    ];
    for (const [code, message] of cases) {
      const response = await user.client.api('POST /api/registration/quote', { body: { period_id: place.periodId, discount_code: code } });
      expect(response.status, code).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'discount_code', message }]);
    }
  });

  it('refuses bad input (422) and a period that is closed or unknown (409)', async () => {
    const user = await createUser(server);
    const bad = await user.client.api('POST /api/registration/quote', { body: { period_id: 'x', discount_code: 'x'.repeat(41) } });
    expect(bad.status).toBe(422);
    expect(bad.error.issues).toEqual([
      { path: 'period_id', message: 'Choose a season and division.' },
      { path: 'discount_code', message: 'A discount code is at most 40 characters.' },
    ]);
    const closed = await createRegistrationPlace(server.db, { status: 'CLOSED' });
    for (const periodId of [closed.periodId, '00000000-0000-4000-8000-000000000000']) {
      const response = await user.client.api('POST /api/registration/quote', { body: { period_id: periodId } });
      expect(response.status).toBe(409);
      expect(response.error.message).toBe(REGISTRATION_MESSAGES.periodNotOpen);
    }
  });
});

describe('with card payments configured', () => {
  let cardServer: TestServer;
  beforeAll(async () => {
    // The gateway is only made here, never called: registering does not talk to Stripe.
    cardServer = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_registrations', STRIPE_WEBHOOK_SECRET: 'whsec_registrations' } });
  });
  afterAll(async () => {
    await cardServer?.close();
  });

  it('says so in the options, and sends a registration with something to pay to checkout', async () => {
    const user = await createUser(cardServer);
    const place = await createRegistrationPlace(cardServer.db, { feeCents: 4_000 });
    expect((await cardServer.client().api('GET /api/registration/options')).body.payment_provider).toBe('stripe');
    const response = await user.client.api('POST /api/registrations', { body: await registrationBody(cardServer.db, place.periodId) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ next: 'checkout', registration: { status: 'pending_payment', total_cents: 4_000, can_pay_by_card: true } });
    const mine = await user.client.api('GET /api/registrations/:registrationId', { params: { registrationId: response.body.registration.id } });
    expect(mine.body.can_pay_by_card).toBe(true);
  });
});
