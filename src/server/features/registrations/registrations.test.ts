import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { DISCOUNT_REFUSALS } from '../../../shared/discount-codes';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { MyRegistration } from '../../../shared/api/registrations';
import { auditLog, players, registrationInvitations, registrations, waiverSignatures, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { createDiscountCodeRow } from '../../test/discount-codes-factories';
import { createPlayer, createUser, type CreatedUser } from '../../test/factories';
import {
  createRegistrationPlace,
  createReturningInvitation,
  createWaitlistInvitation,
  registrationBody,
  setWaitlistMode,
} from '../../test/registration-factories';
import { startTestServer, uniqueId, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.close();
});

const REGISTER = '/api/registrations';
const freshCode = (prefix: string) => `${prefix}-${uniqueId()}`.toUpperCase().slice(0, 32);
const playerOf = async (userId: string) => (await server.db.select().from(players).where(eq(players.userId, userId)))[0];
const registrationsOf = (userId: string) => server.db.select().from(registrations).where(eq(registrations.userId, userId));
const registrationsOfPeriod = (periodId: string) => server.db.select().from(registrations).where(eq(registrations.registrationPeriodId, periodId));
/** Everything a refused registration must leave as it was. */
const storedFor = async (user: CreatedUser) => {
  const player = await playerOf(user.userId);
  return {
    player: player ?? null,
    registrations: await registrationsOf(user.userId),
    signatures: player ? await server.db.select().from(waiverSignatures).where(eq(waiverSignatures.playerId, player.id)) : [],
    audit: await server.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.userId)),
  };
};

describe('who may register', () => {
  it('refuses an anonymous caller with 401 and stores nothing', async () => {
    const place = await createRegistrationPlace(server.db);
    const response = await server.client().api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    expect(response.status).toBe(401);
    expect(response.error.code).toBe('UNAUTHENTICATED');
    expect(await registrationsOfPeriod(place.periodId)).toHaveLength(0);
  });
});

describe('registering', () => {
  it('stores the player, the signature, the registration at the fee less the code, and an audit row', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 12_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('early'), percentOff: 25 });
    const body = await registrationBody(server.db, place.periodId, { discount_code: ` ${code.code.toLowerCase()} ` });
    body.player.has_physical_conditions = true;
    body.player.physical_conditions_details = ' Asthma ';

    const response = await user.client.api('POST /api/registrations', { body: body });
    expect(response.status).toBe(201);
    expect(response.body.next).toBe('payment_due');
    expect(response.body.registration).toMatchObject({
      status: 'pending_payment',
      season_id: place.seasonId,
      division_id: place.divisionId,
      fee_cents: 12_000,
      discount_cents: 3_000,
      total_cents: 9_000,
      amount_paid_cents: 0,
      discount_code: code.code,
      payment_method: null,
      paid_at: null,
      can_pay_by_card: false,
    });

    const player = await playerOf(user.userId);
    expect(player).toMatchObject({
      firstName: 'Alex',
      lastName: body.player.last_name,
      email: user.email,
      phone: '(416) 555-0101',
      dateOfBirth: '1994-02-03',
      gender: 'Female',
      skillLevel: 6,
      positions: ['Midfield', 'Defense'],
      preferredPosition: 'Midfield',
      jerseySize: 'M',
      emergencyContactName: 'Sam Keeper',
    });
    if (!player) throw new Error('no player record');
    const [signature] = await server.db.select().from(waiverSignatures).where(eq(waiverSignatures.playerId, player.id));
    expect(signature).toMatchObject({ waiverId: body.waiver_id, signedName: body.waiver_signed_name });
    const [row] = await registrationsOf(user.userId);
    expect(row).toMatchObject({
      id: response.body.registration.id,
      playerId: player.id,
      registrationPeriodId: place.periodId,
      discountCodeId: code.id,
      waiverId: body.waiver_id,
      hasPhysicalConditions: true,
      physicalConditionsDetails: 'Asthma',
    });
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ''))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'registration.created', entityType: 'registration', actorUserId: user.userId, before: null });
  });

  it('makes a registration with nothing to pay paid at once (method free), with no payment step', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 0 });
    const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    expect(response.status).toBe(201);
    expect(response.body.next).toBe('none');
    expect(response.body.registration).toMatchObject({ status: 'paid', payment_method: 'free', total_cents: 0, can_pay_by_card: false });
    expect(response.body.registration.paid_at).toEqual(expect.any(String));

    // A code that takes the whole fee does the same.
    const other = await createUser(server);
    const paying = await createRegistrationPlace(server.db, { feeCents: 5_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('free'), percentOff: 100 });
    const coded = await other.client.api('POST /api/registrations', { body: await registrationBody(server.db, paying.periodId, { discount_code: code.code }) });
    expect(coded.status).toBe(201);
    expect(coded.body).toMatchObject({
      next: 'none',
      registration: { status: 'paid', payment_method: 'free', fee_cents: 5_000, discount_cents: 5_000, total_cents: 0 },
    });
  });

  it('keeps no health details when the player has no conditions', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const body = await registrationBody(server.db, place.periodId);
    body.player.physical_conditions_details = 'left over from an earlier answer';
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(201);
    expect((await registrationsOf(user.userId))[0]).toMatchObject({ hasPhysicalConditions: false, physicalConditionsDetails: null });
  });

  it('answers a retry with the same pending registration (200), and once paid with 409', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const body = await registrationBody(server.db, place.periodId);
    const first = await user.client.api('POST /api/registrations', { body: body });
    const again = await user.client.api('POST /api/registrations', { body: body });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.registration.id).toBe(first.body.registration.id);
    expect(again.body.next).toBe('payment_due');
    expect(await registrationsOf(user.userId)).toHaveLength(1);

    await server.db
      .update(registrations)
      .set({ status: 'paid', paymentMethod: 'cash', paidAt: new Date() })
      .where(eq(registrations.id, first.body.registration.id));
    const paid = await user.client.api('POST /api/registrations', { body: body });
    expect(paid.status).toBe(409);
    expect(paid.error.message).toBe(REGISTRATION_MESSAGES.alreadyRegistered);
    expect(await registrationsOf(user.userId)).toHaveLength(1);
  });

  it('registers again after a cancelled registration', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const body = await registrationBody(server.db, place.periodId);
    const first = await user.client.api('POST /api/registrations', { body: body });
    await server.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, first.body.registration.id));
    const second = await user.client.api('POST /api/registrations', { body: body });
    expect(second.status).toBe(201);
    expect(second.body.registration.id).not.toBe(first.body.registration.id);
  });

  it("updates the account's existing player record and keeps the first signature of a waiver version", async () => {
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { firstName: 'Old', lastName: 'Name', userId: user.userId });
    const [first, second] = [await createRegistrationPlace(server.db), await createRegistrationPlace(server.db)];
    const body = await registrationBody(server.db, first.periodId);
    expect((await user.client.api('POST /api/registrations', { body: body })).status).toBe(201);
    const renamed = {
      ...body,
      period_id: second.periodId,
      player: { ...body.player, first_name: 'Alexandra' },
      waiver_signed_name: `Alexandra ${body.player.last_name}`,
    };
    expect((await user.client.api('POST /api/registrations', { body: renamed })).status).toBe(201);

    expect(await server.db.select().from(players).where(eq(players.userId, user.userId))).toEqual([
      expect.objectContaining({ id: playerId, firstName: 'Alexandra' }),
    ]);
    const signatures = await server.db.select().from(waiverSignatures).where(eq(waiverSignatures.playerId, playerId));
    expect(signatures).toEqual([expect.objectContaining({ signedName: body.waiver_signed_name })]);
    expect((await registrationsOf(user.userId)).every((r) => r.playerId === playerId)).toBe(true);
  });
});

describe('what stops a registration (nothing is stored)', () => {
  it('a full division: 409', async () => {
    const place = await createRegistrationPlace(server.db, { capacity: 1 });
    const [first, late] = [await createUser(server), await createUser(server)];
    expect((await first.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) })).status).toBe(201);
    const before = await storedFor(late);
    const response = await late.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({
      code: 'CONFLICT',
      message: REGISTRATION_MESSAGES.periodFull,
      issues: [{ path: 'period_id', message: REGISTRATION_MESSAGES.periodFull }],
    });
    expect(await storedFor(late)).toEqual(before);
    expect(before.player).toBeNull();
    expect(await registrationsOfPeriod(place.periodId)).toHaveLength(1);
  });

  it('a place freed by a cancellation can be taken', async () => {
    const place = await createRegistrationPlace(server.db, { capacity: 1 });
    const [first, next] = [await createUser(server), await createUser(server)];
    const taken = await first.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    await server.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, taken.body.registration.id));
    expect((await next.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) })).status).toBe(201);
  });

  it('a period that is not open (upcoming, closed, unknown): 409', async () => {
    const user = await createUser(server);
    const before = await storedFor(user);
    for (const status of ['UPCOMING', 'CLOSED'] as const) {
      const place = await createRegistrationPlace(server.db, { status });
      const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
      expect(response.status, status).toBe(409);
      expect(response.error.message).toBe(REGISTRATION_MESSAGES.periodNotOpen);
    }
    const unknown = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, '00000000-0000-4000-8000-000000000000') });
    expect(unknown.status).toBe(409);
    expect(await storedFor(user)).toEqual(before);
  });

  it('a signed name that is not the player’s full name: 422 under waiver_signed_name', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const before = await storedFor(user);
    const response = await user.client.api('POST /api/registrations', {
      body: await registrationBody(server.db, place.periodId, { waiver_signed_name: 'Someone Else' }),
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([{ path: 'waiver_signed_name', message: REGISTRATION_MESSAGES.signedNameMismatch }]);
    expect(await storedFor(user)).toEqual(before);
  });

  it('a waiver version that is no longer the active one: 409', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const before = await storedFor(user);
    const response = await user.client.api('POST /api/registrations', {
      body: await registrationBody(server.db, place.periodId, { waiver_id: '00000000-0000-4000-8000-000000000001' }),
    });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({
      message: REGISTRATION_MESSAGES.waiverOutdated,
      issues: [{ path: 'waiver_id', message: REGISTRATION_MESSAGES.waiverOutdated }],
    });
    expect(await storedFor(user)).toEqual(before);
  });

  it('a discount code that does not apply: 422 under discount_code with the reason', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const otherSeason = await createRegistrationPlace(server.db);
    const inactive = await createDiscountCodeRow(server.db, { code: freshCode('off'), isActive: false });
    const elsewhere = await createDiscountCodeRow(server.db, { code: freshCode('else'), seasonId: otherSeason.seasonId });
    const before = await storedFor(user);
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', 'This discount code is not valid.'],
      [inactive.code, DISCOUNT_REFUSALS.inactive],
      [elsewhere.code, DISCOUNT_REFUSALS.other_season],
    ];
    for (const [code, message] of cases) {
      const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId, { discount_code: code }) });
      expect(response.status, code).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'discount_code', message }]);
    }
    expect(await storedFor(user)).toEqual(before);
  });

  it('bad input: 422 with each field message', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const before = await storedFor(user);
    const body = await registrationBody(server.db, place.periodId);
    const response = await user.client.api('POST /api/registrations', {
      body: {
        ...body,
        period_id: 'nope',
        player: { ...body.player, first_name: ' ', phone_number: '123', has_physical_conditions: true, physical_conditions_details: '' },
        waiver_signed_name: '',
      },
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'period_id', message: 'Choose a season and division.' },
        { path: 'player.first_name', message: 'First name is required.' },
        { path: 'player.phone_number', message: 'Phone number must be at least 10 digits.' },
        { path: 'player.physical_conditions_details', message: 'Please specify the physical conditions that might impact your participation.' },
        { path: 'waiver_signed_name', message: 'Type your full name to sign the waiver.' },
      ]),
    );
    expect(await storedFor(user)).toEqual(before);
  });

  it('a photo the account did not upload: 422 under player.photo_url', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const body = await registrationBody(server.db, place.periodId);
    const response = await user.client.api('POST /api/registrations', {
      body: {
        ...body,
        player: { ...body.player, photo_url: `${server.publicUrl}/photos/waitlist/someone-else.jpg` },
      },
    });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([{ path: 'player.photo_url', message: 'Invalid photo URL.' }]);
    expect(await registrationsOf(user.userId)).toHaveLength(0);
  });
});

describe('two people at once', () => {
  it('the last place goes to exactly one of them; the other hears the division is full', async () => {
    const place = await createRegistrationPlace(server.db, { capacity: 1 });
    const [a, b] = await Promise.all([createUser(server), createUser(server)]);
    const [bodyA, bodyB] = await Promise.all([registrationBody(server.db, place.periodId), registrationBody(server.db, place.periodId)]);
    const responses = await Promise.all([a.client.api('POST /api/registrations', { body: bodyA }), b.client.api('POST /api/registrations', { body: bodyB })]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.status === 409)?.error.message).toBe(REGISTRATION_MESSAGES.periodFull);
    expect(await registrationsOfPeriod(place.periodId)).toHaveLength(1);
  });

  it("a code's last use goes to exactly one of them, also in two different divisions", async () => {
    const [one, two] = [await createRegistrationPlace(server.db), await createRegistrationPlace(server.db)];
    const code = await createDiscountCodeRow(server.db, { code: freshCode('last'), maxUses: 1 });
    const [a, b] = await Promise.all([createUser(server), createUser(server)]);
    const [bodyA, bodyB] = await Promise.all([
      registrationBody(server.db, one.periodId, { discount_code: code.code }),
      registrationBody(server.db, two.periodId, { discount_code: code.code }),
    ]);
    const responses = await Promise.all([a.client.api('POST /api/registrations', { body: bodyA }), b.client.api('POST /api/registrations', { body: bodyB })]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(responses.find((r) => r.status === 422)?.error.issues).toEqual([{ path: 'discount_code', message: DISCOUNT_REFUSALS.used_up }]);
    expect(await server.db.$count(registrations, eq(registrations.discountCodeId, code.id))).toBe(1);
  });

  it('one account posting twice at once ends with one registration', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const body = await registrationBody(server.db, place.periodId);
    const responses = await Promise.all([
      user.client.api('POST /api/registrations', { body: body }),
      user.client.api('POST /api/registrations', { body: body }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(responses.map((r) => r.body.registration.id)).size).toBe(1);
    expect(await registrationsOf(user.userId)).toHaveLength(1);
  });
});

describe('invitations and the waitlist', () => {
  it('with the waitlist on, refuses a registration without an invitation (403)', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    await setWaitlistMode(server.db, true);
    try {
      const before = await storedFor(user);
      const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
      expect(response.status).toBe(403);
      expect(response.error).toMatchObject({ code: 'FORBIDDEN', message: REGISTRATION_MESSAGES.waitlistOnly });
      expect(await storedFor(user)).toEqual(before);
    } finally {
      await setWaitlistMode(server.db, false);
    }
  });

  it('with the waitlist on, a waitlist invitation registers once: claimed, entry registered; the token then fails for others', async () => {
    const [user, other] = [await createUser(server), await createUser(server)];
    const place = await createRegistrationPlace(server.db);
    const { token, entryId, invitationId } = await createWaitlistInvitation(server.db, place);
    await setWaitlistMode(server.db, true);
    try {
      const body = await registrationBody(server.db, place.periodId, { invitation: token });
      const response = await user.client.api('POST /api/registrations', { body: body });
      expect(response.status).toBe(201);
      const [invitation] = await server.db.select().from(waitlistInvitations).where(eq(waitlistInvitations.id, invitationId));
      expect(invitation?.claimedAt).toBeInstanceOf(Date);
      const [entry] = await server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
      expect(entry?.status).toBe('registered');
      const entryAudit = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, entryId), eq(auditLog.action, 'waitlist.registered')));
      expect(entryAudit).toEqual([expect.objectContaining({ actorUserId: user.userId })]);

      // The same person retrying gets the registration back; someone else cannot reuse the link.
      const retry = await user.client.api('POST /api/registrations', { body: body });
      expect(retry.status).toBe(200);
      expect(retry.body.registration.id).toBe(response.body.registration.id);
      const before = await storedFor(other);
      const reused = await other.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId, { invitation: token }) });
      expect(reused.status).toBe(422);
      expect(reused.error.issues).toEqual([{ path: 'invitation', message: REGISTRATION_MESSAGES.invitationInvalid }]);
      expect(await storedFor(other)).toEqual(before);
    } finally {
      await setWaitlistMode(server.db, false);
    }
  });

  it('refuses an expired or unknown invitation (422) and one for another division (422 under period_id)', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const elsewhere = await createRegistrationPlace(server.db);
    const expired = await createWaitlistInvitation(server.db, place, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of [expired.token, 'not-a-real-token']) {
      const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId, { invitation: token }) });
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'invitation', message: REGISTRATION_MESSAGES.invitationInvalid }]);
    }
    const forElsewhere = await createWaitlistInvitation(server.db, elsewhere);
    const wrong = await user.client.api('POST /api/registrations', {
      body: await registrationBody(server.db, place.periodId, { invitation: forElsewhere.token }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.issues).toEqual([{ path: 'period_id', message: REGISTRATION_MESSAGES.invitationOtherDivision }]);
    const [invitation] = await server.db.select().from(waitlistInvitations).where(eq(waitlistInvitations.id, forElsewhere.invitationId));
    expect(invitation?.claimedAt).toBeNull();
    expect(await registrationsOf(user.userId)).toHaveLength(0);
  });

  it("a returning player's invitation opens its season's upcoming period, and the account takes over the player record", async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const refused = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    expect(refused.status).toBe(409);

    const { token, playerId, invitationId } = await createReturningInvitation(server.db, place.seasonId);
    const response = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId, { invitation: token }) });
    expect(response.status).toBe(201);
    expect((await playerOf(user.userId))?.id).toBe(playerId);
    expect((await registrationsOf(user.userId))[0]?.playerId).toBe(playerId);
    const [invitation] = await server.db.select().from(registrationInvitations).where(eq(registrationInvitations.id, invitationId));
    expect(invitation?.claimedAt).toBeInstanceOf(Date);

    // An upcoming period of another season stays closed to it.
    const otherSeason = await createRegistrationPlace(server.db, { status: 'UPCOMING' });
    const second = await createReturningInvitation(server.db, place.seasonId);
    const elsewhere = await (await createUser(server)).client.api('POST /api/registrations', {
      body: await registrationBody(server.db, otherSeason.periodId, { invitation: second.token }),
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.error.message).toBe(REGISTRATION_MESSAGES.periodNotOpen);
  });
});

describe('reading registrations', () => {
  it('shows a registration to its own account and to admins; anyone else gets 404, anonymous 401', async () => {
    const [owner, stranger] = [await createUser(server), await createUser(server)];
    const place = await createRegistrationPlace(server.db);
    const created = await owner.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    const path = `${REGISTER}/${created.body.registration.id}`;

    const own = await owner.client.request<MyRegistration>('GET', path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(created.body.registration);
    expect((await admin.client.request<MyRegistration>('GET', path)).body.id).toBe(created.body.registration.id);
    const other = await stranger.client.request<ApiErrorBody>('GET', path);
    expect(other.status).toBe(404);
    expect(other.error.message).toBe('That registration was not found.');
    expect(
      (await stranger.client.api('GET /api/registrations/:registrationId', { params: { registrationId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
    expect((await stranger.client.api('GET /api/registrations/:registrationId', { params: { registrationId: 'not-an-id' } })).status).toBe(404);
    expect((await server.client().request('GET', path)).status).toBe(401);
  });

  it("shows a registration an admin made for the account's player record", async () => {
    const user = await createUser(server);
    const playerId = await createPlayer(server.db, { userId: user.userId });
    const place = await createRegistrationPlace(server.db);
    const [row] = await server.db
      .insert(registrations)
      .values({ playerId, seasonId: place.seasonId, divisionId: place.divisionId, status: 'confirmed', feeCents: 100 })
      .returning({ id: registrations.id });
    const response = await user.client.sendUnchecked('GET', `${REGISTER}/${row?.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'confirmed', total_cents: 100, can_pay_by_card: false });
  });

  it("lists the account's registrations newest first, and nobody else's", async () => {
    const [user, stranger] = [await createUser(server), await createUser(server)];
    const [first, second] = [await createRegistrationPlace(server.db), await createRegistrationPlace(server.db)];
    const a = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, first.periodId) });
    await server.db
      .update(registrations)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(registrations.id, a.body.registration.id));
    const body = await registrationBody(server.db, second.periodId);
    const b = await user.client.api('POST /api/registrations', { body: body });
    await stranger.client.api('POST /api/registrations', { body: await registrationBody(server.db, second.periodId) });

    const mine = await user.client.api('GET /api/me/registrations');
    expect(mine.status).toBe(200);
    expect(mine.body.map((r) => r.id)).toEqual([b.body.registration.id, a.body.registration.id]);
    expect((await server.client().api('GET /api/me/registrations')).status).toBe(401);
    expect((await (await createUser(server)).client.api('GET /api/me/registrations')).body).toEqual([]);
  });
});
