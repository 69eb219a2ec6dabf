import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../shared/settings';
import { createDiscountCodeRow } from '../../test/discount-codes-factories';
import { createLeague, createOpenPeriod, createUser, type CreatedUser } from '../../test/factories';
import { createRegistrationRow } from '../../test/payments-factories';
import { createRegistrationPlace, registrationBody, setWaitlistMode } from '../../test/registration-factories';
import { checkoutCompletedEvent, signedWebhook, TEST_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from '../../test/stripe-webhooks';
import { startTestServer, uniqueId, type TestServer } from '../../test/test-server';
import { validWaitlistEntry } from '../../test/waitlist-entry';
import { setSetting } from '../settings/index';

/** Decision 045: every step a person takes gets one mail through the outbox, and a refused or retried one none. */

let server: TestServer;
/** A league with card payments (the webhook's receipt); its Stripe API is never called here. */
let cardLeague: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  [server, cardLeague] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' } }),
  ]);
  admin = await createUser(server, { roles: ['admin'] });
});
afterAll(async () => {
  await Promise.all([server?.close(), cardLeague?.close()]);
});

const INSTRUCTIONS = 'E-transfer the amount due to treasurer@riverside.example, with your registration id in the message.';
beforeEach(async () => {
  await setSetting(server.db, SETTING_KEYS.paymentInstructions, INSTRUCTIONS);
});

const mailsTo = (on: TestServer, recipient: string) => on.outbox({ recipient, channel: 'email' });
const freshCode = (prefix: string) => `${prefix}-${uniqueId()}`.toUpperCase().slice(0, 32);

describe('waitlist joined', () => {
  // Open only in waitlist mode (decision 011); registering below needs it off again.
  beforeAll(() => setWaitlistMode(server.db, true));
  afterAll(() => setWaitlistMode(server.db, false));

  it('mails the person that they are on the waitlist, for which season and division, and what happens next', async () => {
    const league = await createLeague(server.db, { seasonName: `Fall ${uniqueId()}` });
    await createOpenPeriod(server.db, league);
    const entry = validWaitlistEntry();
    const response = await server.client().sendUnchecked('POST', '/api/waitlist', entry);
    expect(response.status).toBe(201);

    const mails = await mailsTo(server, String(entry.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Riverside Football Club: you are on the waitlist');
    expect(mail?.body).toContain('Hi Jamie,');
    expect(mail?.body).toMatch(/on the Riverside Football Club waitlist for Fall \S+, Division \S+\./);
    expect(mail?.body).toContain('What happens next:');
    expect(mail?.body).toContain('works for 48 hours');
    // Nothing private goes back in the mail.
    expect(mail?.body).not.toContain(String(entry.phone_number));
    expect(mail?.body).not.toContain(String(entry.notes));
  });

  it('sends nothing more when the same e-mail is refused (409), and nothing for a form that fails validation', async () => {
    const entry = validWaitlistEntry();
    expect((await server.client().sendUnchecked('POST', '/api/waitlist', entry)).status).toBe(201);
    expect((await server.client().sendUnchecked('POST', '/api/waitlist', entry)).status).toBe(409);
    expect(await mailsTo(server, String(entry.email))).toHaveLength(1);

    const invalid = validWaitlistEntry({ skill_level: 11 });
    expect((await server.client().sendUnchecked('POST', '/api/waitlist', invalid)).status).toBe(422);
    expect(await mailsTo(server, String(invalid.email))).toHaveLength(0);
  });
});

describe('registration received', () => {
  it('mails the amount due, the registration id and the league’s payment instructions; a retry sends no second mail', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 12_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('early'), percentOff: 25 });
    const body = await registrationBody(server.db, place.periodId, { discount_code: code.code });

    const first = await user.client.api('POST /api/registrations', { body: body });
    expect(first.status).toBe(201);
    const id = first.body.registration.id;
    expect(first.body.registration.payment_instructions).toBe(INSTRUCTIONS);

    const retried = await user.client.api('POST /api/registrations', { body: body });
    expect(retried.status).toBe(200);
    expect(retried.body.registration.id).toBe(id);

    const mails = await mailsTo(server, user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Riverside Football Club: registration received');
    expect(mail?.body).toContain(`Registration id: ${id}`);
    expect(mail?.body).toContain('Fee: $120.00');
    expect(mail?.body).toContain(`Discount (code ${code.code}): -$30.00`);
    expect(mail?.body).toContain('Amount due: $90.00');
    expect(mail?.body).toContain(`How to pay:\n${INSTRUCTIONS}`);
  });

  it('says there is nothing to pay when a code takes the whole fee', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 5_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('free'), percentOff: 100 });
    const response = await user.client.api('POST /api/registrations', {
      body: await registrationBody(server.db, place.periodId, { discount_code: code.code }),
    });
    expect(response.status).toBe(201);
    expect(response.body.registration.payment_instructions).toBeNull();
    const [mail, ...more] = await mailsTo(server, user.email);
    expect(more).toHaveLength(0);
    expect(mail?.body).toContain('There is nothing to pay.');
    expect(mail?.body).not.toContain('Amount due');
    expect(mail?.body).not.toContain(INSTRUCTIONS);
  });

  it('sends nothing for a refused registration (a full division, a name that does not match the signature)', async () => {
    const user = await createUser(server);
    const full = await createRegistrationPlace(server.db, { capacity: 0 });
    expect((await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, full.periodId) })).status).toBe(409);
    const open = await createRegistrationPlace(server.db);
    const mismatch = await registrationBody(server.db, open.periodId, { waiver_signed_name: 'Someone Else' });
    expect((await user.client.api('POST /api/registrations', { body: mismatch })).status).toBe(422);
    expect(await mailsTo(server, user.email)).toHaveLength(0);
  });
});

describe('payment received (a receipt)', () => {
  it('mails a receipt when an admin marks a registration paid, and none when marking it again is refused', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db, { feeCents: 8_000 });
    const code = await createDiscountCodeRow(server.db, { code: freshCode('team'), kind: 'amount', amountOffCents: 1_500 });
    const registered = await user.client.api('POST /api/registrations', {
      body: await registrationBody(server.db, place.periodId, { discount_code: code.code }),
    });
    const id = registered.body.registration.id;

    const paid = await admin.client.api('POST /api/admin/registrations/:registrationId/mark-paid', {
      params: { registrationId: id },
      body: { method: 'transfer' },
    });
    expect(paid.status).toBe(200);
    const again = await admin.client.api('POST /api/admin/registrations/:registrationId/mark-paid', {
      params: { registrationId: id },
      body: { method: 'cash' },
    });
    expect(again.status).toBe(409);

    const receipts = (await mailsTo(server, user.email)).filter((m) => m.subject === 'Riverside Football Club: payment received');
    expect(receipts).toHaveLength(1);
    const body = receipts[0]?.body ?? '';
    expect(body).toContain('Amount paid: $65.00');
    expect(body).toContain(`Discount (code ${code.code}): -$15.00`);
    expect(body).toContain(`Registration id: ${id}`);
    expect(body).toMatch(/Season: Season \S+/);
    expect(body).toMatch(/Division: Division \S+/);
    expect(body).toContain('Paid by: Bank transfer');

    // Paid: the instructions are no longer shown.
    const mine = await user.client.api('GET /api/registrations/:registrationId', { params: { registrationId: id } });
    expect(mine.body).toMatchObject({ status: 'paid', payment_instructions: null });
  });

  it('mails one receipt when the card payment webhook marks it paid, none for the replayed event', async () => {
    const user = await createUser(cardLeague);
    const { registrationId, seasonName, divisionName } = await createRegistrationRow(cardLeague.db, {
      userId: user.userId,
      feeCents: 12_000,
      discountCents: 2_000,
    });
    const event = checkoutCompletedEvent({ registrationId, amountTotal: 10_000 });
    expect((await signedWebhook(cardLeague.client(), event)).status).toBe(200);
    expect((await signedWebhook(cardLeague.client(), event)).status).toBe(200);

    const mails = await mailsTo(cardLeague, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Riverside Football Club: payment received');
    expect(mails[0]?.body).toContain('Amount paid: $100.00');
    expect(mails[0]?.body).toContain('Discount: -$20.00');
    expect(mails[0]?.body).toContain(`Registration id: ${registrationId}`);
    expect(mails[0]?.body).toContain(`Season: ${seasonName}`);
    expect(mails[0]?.body).toContain(`Division: ${divisionName}`);
    expect(mails[0]?.body).toContain('Paid by: Card (Stripe)');
  });

  it('sends no receipt for a paid checkout that does not match the registration (left due)', async () => {
    const user = await createUser(cardLeague);
    const { registrationId } = await createRegistrationRow(cardLeague.db, { userId: user.userId, feeCents: 12_000 });
    expect((await signedWebhook(cardLeague.client(), checkoutCompletedEvent({ registrationId, amountTotal: 100 }))).status).toBe(200);
    expect(await mailsTo(cardLeague, user.email)).toHaveLength(0);
  });
});

describe('payment instructions on the player’s registrations', () => {
  it('shows them on a registration due in a league without card payment, and not once none are set', async () => {
    const user = await createUser(server);
    const place = await createRegistrationPlace(server.db);
    const registered = await user.client.api('POST /api/registrations', { body: await registrationBody(server.db, place.periodId) });
    const mine = await user.client.api('GET /api/me/registrations');
    expect(mine.body.find((r) => r.id === registered.body.registration.id)?.payment_instructions).toBe(INSTRUCTIONS);

    await setSetting(server.db, SETTING_KEYS.paymentInstructions, '');
    const after = await user.client.api('GET /api/registrations/:registrationId', { params: { registrationId: registered.body.registration.id } });
    expect(after.body.payment_instructions).toBeNull();
  });

  it('gives none in a league with card payment (the page offers the card)', async () => {
    await setSetting(cardLeague.db, SETTING_KEYS.paymentInstructions, INSTRUCTIONS);
    const user = await createUser(cardLeague);
    const { registrationId } = await createRegistrationRow(cardLeague.db, { userId: user.userId });
    const mine = await user.client.api('GET /api/registrations/:registrationId', { params: { registrationId } });
    expect(mine.body).toMatchObject({ can_pay_by_card: true, payment_instructions: null });
  });
});
