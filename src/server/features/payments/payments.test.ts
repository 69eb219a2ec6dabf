import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import { auditLog, paymentEvents, registrations } from '../../db/schema/index';
import { readEnv } from '../../env';
import { createUser, type CreatedUser } from '../../test/factories';
import { createRegistrationRow } from '../../test/payments-factories';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  signedWebhook,
  stripeId,
  TEST_STRIPE_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeEventFixture,
} from '../../test/stripe-webhooks';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PAYMENT_MISMATCH_ACTION } from './payment-events.service';

let standIn: StripeStandIn;
let server: TestServer;
/** A league without a payment provider (no STRIPE_* settings). */
let unpaidLeague: TestServer;
let owner: CreatedUser;
let stranger: CreatedUser;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: TEST_WEBHOOK_SECRET });
  [server, unpaidLeague] = await Promise.all([
    startTestServer({ env: { STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url } }),
    startTestServer(),
  ]);
  standIn.webhookUrl = `${server.url}/api/payments/webhook`;
  [owner, stranger] = await Promise.all([createUser(server), createUser(server)]);
});
afterAll(async () => {
  await Promise.all([server?.close(), unpaidLeague?.close(), standIn?.close()]);
});

const registrationRow = async (id: string) => {
  const [row] = await server.db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw new Error(`registration ${id} is gone`);
  return row;
};
const auditOf = (id: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'registration'), eq(auditLog.entityId, id)));
const eventRows = (id: string) => server.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
const webhook = (event: StripeEventFixture, options?: Parameters<typeof signedWebhook>[2]) => signedWebhook(server.client(), event, options);

describe('configuration', () => {
  it('refuses to start with only one of the two Stripe secrets', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readEnv({ STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: 'not a url' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(readEnv({ STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }).STRIPE_SECRET_KEY).toBe(TEST_STRIPE_SECRET_KEY);
  });
});

describe('POST /api/registrations/:id/checkout', () => {
  it('asks an anonymous caller to sign in (401), and stores nothing', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const response = await server.client().api('POST /api/registrations/:id/checkout', { params: { id: registrationId } });
    expect(response.status).toBe(401);
    expect(response.error.code).toBe('UNAUTHENTICATED');
    expect((await registrationRow(registrationId)).stripeCheckoutSessionId).toBeNull();
  });

  it("answers 404 for someone else's registration, an unknown one and a malformed id", async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const sessionsBefore = standIn.sessions.size;
    for (const id of [registrationId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await stranger.client.api('POST /api/registrations/:id/checkout', { params: { id } });
      expect(response.status, id).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    expect(standIn.sessions.size).toBe(sessionsBefore);
    expect((await registrationRow(registrationId)).stripeCheckoutSessionId).toBeNull();
  });

  it('answers 409 with the no-provider message when the league has no payment provider', async () => {
    const user = await createUser(unpaidLeague);
    const { registrationId } = await createRegistrationRow(unpaidLeague.db, { userId: user.userId });
    const response = await user.client.api('POST /api/registrations/:id/checkout', { params: { id: registrationId } });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({ code: 'CONFLICT', message: REGISTRATION_MESSAGES.noPaymentProvider });
  });

  it('answers 409 when there is nothing to pay: paid already, refunded, or free after the discount', async () => {
    const cases = [
      await createRegistrationRow(server.db, { userId: owner.userId, status: 'paid' }),
      await createRegistrationRow(server.db, { userId: owner.userId, status: 'refunded' }),
      await createRegistrationRow(server.db, { userId: owner.userId, feeCents: 5_000, discountCents: 5_000 }),
    ];
    const sessionsBefore = standIn.sessions.size;
    for (const { registrationId } of cases) {
      const response = await owner.client.api('POST /api/registrations/:id/checkout', { params: { id: registrationId } });
      expect(response.status).toBe(409);
      expect(response.error.message).toBe(REGISTRATION_MESSAGES.notPayable);
      expect((await registrationRow(registrationId)).stripeCheckoutSessionId).toBeNull();
    }
    expect(standIn.sessions.size).toBe(sessionsBefore);
  });

  it("gives the owner a Checkout page for the amount due, and stores the session's id", async () => {
    const fixture = await createRegistrationRow(server.db, { userId: owner.userId, feeCents: 12_000, discountCents: 2_500 });
    const response = await owner.client.api('POST /api/registrations/:id/checkout', { params: { id: fixture.registrationId } });
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(new RegExp(`^${standIn.url}/checkout/cs_test_`));

    const stored = await registrationRow(fixture.registrationId);
    const session = stored.stripeCheckoutSessionId ? standIn.sessions.get(stored.stripeCheckoutSessionId) : undefined;
    expect(session?.url).toBe(response.body.url);
    expect(session).toMatchObject({
      amountTotal: 9_500,
      currency: 'cad',
      description: `${fixture.seasonName} · ${fixture.divisionName} registration`,
      metadata: { registration_id: fixture.registrationId },
      clientReferenceId: fixture.registrationId,
      customerEmail: owner.email.toLowerCase(),
      successUrl: `${server.publicUrl}/payment-success?registration=${fixture.registrationId}`,
      cancelUrl: `${server.publicUrl}/payment-canceled?registration=${fixture.registrationId}`,
    });
    // Starting checkout does not pay: only the webhook does.
    expect(stored).toMatchObject({ status: 'pending_payment', amountPaidCents: 0, paymentMethod: null });
  });

  it('pays end to end through the stand-in: its page, its Pay button, the signed webhook, the redirect', async () => {
    const fixture = await createRegistrationRow(server.db, { userId: owner.userId, feeCents: 8_000 });
    const { body } = await owner.client.api('POST /api/registrations/:id/checkout', { params: { id: fixture.registrationId } });

    const pageResponse = await fetch(body.url);
    const html = await pageResponse.text();
    expect(html).toContain('Test checkout');
    expect(html).toContain('$80.00');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);

    const paid = await fetch(`${body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.publicUrl}/payment-success?registration=${fixture.registrationId}`);
    expect(await registrationRow(fixture.registrationId)).toMatchObject({ status: 'paid', amountPaidCents: 8_000, paymentMethod: 'stripe' });

    const canceled = await fetch(`${body.url}/cancel`, { redirect: 'manual' });
    expect(canceled.headers.get('location')).toBe(`${server.publicUrl}/payment-canceled?registration=${fixture.registrationId}`);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const event = checkoutCompletedEvent({ registrationId, amountTotal: 12_000 });
    for (const options of [{ secret: 'whsec_someone_else' }, { signature: null }, { signature: 't=1,v1=deadbeef' }]) {
      const response = await webhook(event, options);
      expect(response.status, JSON.stringify(options)).toBe(400);
      expect(response.body).toMatchObject({ error: { message: expect.any(String) } });
    }
    expect(await registrationRow(registrationId)).toMatchObject({ status: 'pending_payment', amountPaidCents: 0 });
    expect(await eventRows(event.id)).toHaveLength(0);
    expect(await auditOf(registrationId)).toHaveLength(0);
  });

  it('refuses a correctly signed event older than five minutes (400)', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const event = checkoutCompletedEvent({ registrationId, amountTotal: 12_000 });
    const response = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(response.status).toBe(400);
    expect((await registrationRow(registrationId)).status).toBe('pending_payment');
    expect(await eventRows(event.id)).toHaveLength(0);
  });

  it('marks the registration paid on a paid checkout.session.completed, and audits it as the system', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId, feeCents: 12_000, discountCents: 2_000 });
    const paymentIntent = stripeId('pi');
    const event = checkoutCompletedEvent({ registrationId, amountTotal: 10_000, paymentIntent });
    const response = await webhook(event);
    expect(response.status).toBe(200);

    const row = await registrationRow(registrationId);
    expect(row).toMatchObject({ status: 'paid', amountPaidCents: 10_000, paymentMethod: 'stripe', stripePaymentIntentId: paymentIntent });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await eventRows(event.id)).toEqual([expect.objectContaining({ type: 'checkout.session.completed', registrationId })]);
    const audits = await auditOf(registrationId);
    expect(audits).toEqual([expect.objectContaining({ action: 'registration.paid', actorUserId: null })]);
    expect(audits[0]?.before).toMatchObject({ status: 'pending_payment' });
    expect(audits[0]?.after).toMatchObject({ status: 'paid', amountPaidCents: 10_000, paymentMethod: 'stripe' });
  });

  it('applies the same event once, however often it is delivered', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const event = checkoutCompletedEvent({ registrationId, amountTotal: 12_000 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    // The first delivery applies it; the other nine find its id recorded.
    expect(responses.filter((r) => (r.body as { replayed?: boolean }).replayed === false)).toHaveLength(1);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await auditOf(registrationId)).toHaveLength(1);
    expect(await registrationRow(registrationId)).toMatchObject({ status: 'paid', amountPaidCents: 12_000 });
  });

  it('marks a paid registration refunded on a full charge.refunded, found by its payment intent', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const paymentIntent = stripeId('pi');
    await webhook(checkoutCompletedEvent({ registrationId, amountTotal: 12_000, paymentIntent }));

    const partial = await webhook(chargeRefundedEvent({ paymentIntent, amount: 12_000, fully: false }));
    expect(partial.status).toBe(200);
    expect((await registrationRow(registrationId)).status).toBe('paid');

    const full = await webhook(chargeRefundedEvent({ paymentIntent, amount: 12_000 }));
    expect(full.status).toBe(200);
    expect(await registrationRow(registrationId)).toMatchObject({ status: 'refunded', amountPaidCents: 12_000 });
    expect((await auditOf(registrationId)).map((a) => a.action).sort()).toEqual(['registration.paid', 'registration.refunded']);
  });

  it('keeps a registration refunded when the refund arrives before the completed checkout', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const paymentIntent = stripeId('pi');
    const refund = chargeRefundedEvent({ paymentIntent, amount: 12_000, registrationId });
    const completed = checkoutCompletedEvent({ registrationId, amountTotal: 12_000, paymentIntent });

    expect((await webhook(refund)).status).toBe(200);
    expect((await webhook(completed)).status).toBe(200);

    expect(await registrationRow(registrationId)).toMatchObject({ status: 'refunded', paymentMethod: 'stripe', stripePaymentIntentId: paymentIntent });
    expect(await auditOf(registrationId)).toEqual([expect.objectContaining({ action: 'registration.refunded' })]);
    // Both events are recorded, so neither is applied again later.
    expect(await eventRows(refund.id)).toHaveLength(1);
    expect(await eventRows(completed.id)).toEqual([expect.objectContaining({ registrationId })]);
  });

  it('does not resurrect a cancelled registration, nor pay an unpaid checkout; async success pays', async () => {
    const cancelled = await createRegistrationRow(server.db, { userId: owner.userId, status: 'cancelled' });
    const late = checkoutCompletedEvent({ registrationId: cancelled.registrationId, amountTotal: 12_000 });
    expect((await webhook(late)).status).toBe(200);
    expect((await registrationRow(cancelled.registrationId)).status).toBe('cancelled');
    expect(await eventRows(late.id)).toHaveLength(1);

    const pending = await createRegistrationRow(server.db, { userId: owner.userId });
    const unpaid = checkoutCompletedEvent({ registrationId: pending.registrationId, amountTotal: 12_000, paymentStatus: 'unpaid' });
    expect((await webhook(unpaid)).status).toBe(200);
    expect((await registrationRow(pending.registrationId)).status).toBe('pending_payment');

    const succeeded = {
      ...unpaid,
      id: stripeId('evt'),
      type: 'checkout.session.async_payment_succeeded',
      object: { ...unpaid.object, payment_status: 'paid' },
    };
    expect((await webhook(succeeded)).status).toBe(200);
    expect(await registrationRow(pending.registrationId)).toMatchObject({ status: 'paid', amountPaidCents: 12_000 });
  });

  it('answers 200 to an event type it does not handle, records it, and changes nothing', async () => {
    const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId });
    const event = {
      id: stripeId('evt'),
      type: 'customer.created',
      object: { id: stripeId('cus'), object: 'customer', metadata: { registration_id: registrationId } },
    };
    const response = await webhook(event);
    expect(response.status).toBe(200);
    expect(await eventRows(event.id)).toEqual([expect.objectContaining({ type: 'customer.created', registrationId: null })]);
    expect((await registrationRow(registrationId)).status).toBe('pending_payment');
  });

  it('ignores metadata that names no registration', async () => {
    const event = checkoutCompletedEvent({ registrationId: crypto.randomUUID(), amountTotal: 12_000 });
    const bogus = {
      ...event,
      id: stripeId('evt'),
      object: { ...event.object, metadata: { registration_id: "'; drop table registrations; --" }, client_reference_id: null },
    };
    for (const e of [event, bogus]) {
      expect((await webhook(e)).status).toBe(200);
      expect(await eventRows(e.id)).toEqual([expect.objectContaining({ registrationId: null })]);
    }
  });

  describe('a paid checkout that is not the one made for the registration', () => {
    /** A registration whose owner started card payment here: the stand-in made its session. */
    async function startedCheckout(feeCents: number) {
      const { registrationId } = await createRegistrationRow(server.db, { userId: owner.userId, feeCents });
      expect((await owner.client.api('POST /api/registrations/:id/checkout', { params: { id: registrationId } })).status).toBe(200);
      const sessionId = (await registrationRow(registrationId)).stripeCheckoutSessionId;
      if (!sessionId) throw new Error('checkout stored no session id');
      return { registrationId, sessionId };
    }

    async function expectLeftDueAndFlagged(registrationId: string, mismatches: string[]) {
      expect(await registrationRow(registrationId)).toMatchObject({ status: 'pending_payment', amountPaidCents: 0, paymentMethod: null, paidAt: null });
      const audits = await auditOf(registrationId);
      expect(audits).toEqual([expect.objectContaining({ action: PAYMENT_MISMATCH_ACTION, actorUserId: null })]);
      expect(audits[0]?.after).toMatchObject({ status: 'pending_payment', mismatches });
      // The admin's registration page shows it.
      const detail = await admin.client.api('GET /api/admin/registrations/:registrationId', { params: { registrationId } });
      expect(detail.status).toBe(200);
      expect(detail.body.status).toBe('pending_payment');
      expect(detail.body.history).toEqual([expect.objectContaining({ action: PAYMENT_MISMATCH_ACTION, summary: 'Card payment mismatch' })]);
    }

    let admin: CreatedUser;
    beforeAll(async () => {
      admin = await createUser(server, { roles: ['admin'] });
    });

    it('leaves a 110.00 registration due when its own session reports 1 cent paid, and flags it', async () => {
      const { registrationId, sessionId } = await startedCheckout(11_000);
      const event = checkoutCompletedEvent({ registrationId, sessionId, amountTotal: 1 });
      const response = await webhook(event);
      // Stripe must not retry it: the event is recorded, and applied as far as it may be.
      expect(response.status).toBe(200);
      expect(await eventRows(event.id)).toEqual([expect.objectContaining({ registrationId })]);
      await expectLeftDueAndFlagged(registrationId, ['amount']);
    });

    it('leaves it due when another session pays the right amount, or the right session pays in another currency', async () => {
      const other = await startedCheckout(11_000);
      await webhook(checkoutCompletedEvent({ registrationId: other.registrationId, sessionId: stripeId('cs'), amountTotal: 11_000 }));
      await expectLeftDueAndFlagged(other.registrationId, ['session']);

      const foreign = await startedCheckout(11_000);
      const usd = checkoutCompletedEvent({ registrationId: foreign.registrationId, sessionId: foreign.sessionId, amountTotal: 11_000 });
      await webhook({ ...usd, object: { ...usd.object, currency: 'usd' } });
      await expectLeftDueAndFlagged(foreign.registrationId, ['currency']);
    });

    it('still takes the real payment after a mismatch', async () => {
      const { registrationId, sessionId } = await startedCheckout(11_000);
      await webhook(checkoutCompletedEvent({ registrationId, sessionId, amountTotal: 1 }));
      expect(await standIn.pay(sessionId)).toBe(200);
      expect(await registrationRow(registrationId)).toMatchObject({ status: 'paid', amountPaidCents: 11_000, paymentMethod: 'stripe' });
      expect((await auditOf(registrationId)).map((a) => a.action).sort()).toEqual([PAYMENT_MISMATCH_ACTION, 'registration.paid'].sort());
    });
  });

  it('is not there (404) on a league without a payment provider', async () => {
    const response = await signedWebhook(unpaidLeague.client(), checkoutCompletedEvent({ registrationId: crypto.randomUUID(), amountTotal: 100 }));
    expect(response.status).toBe(404);
  });
});
