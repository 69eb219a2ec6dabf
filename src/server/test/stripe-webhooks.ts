import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { HttpClient, HttpResponse } from './http-client';

/**
 * Stripe webhook events as Stripe sends them, signed with the webhook secret: for API tests
 * and the local stand-in (stripe-stand-in.ts). Only the fields the app reads, plus the
 * envelope Stripe's SDK checks.
 */

export const TEST_WEBHOOK_SECRET = 'whsec_test_stand_in_0123456789abcdef';
export const TEST_STRIPE_SECRET_KEY = 'sk_test_stand_in_0123456789abcdef';

export interface StripeEventFixture {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

/** The JSON body Stripe posts: an `event` envelope around the object. */
export function eventPayload(event: StripeEventFixture): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
  });
}

/** The Stripe-Signature header for a payload; `timestamp` in seconds (default now). */
export function signPayload(payload: string, options: { secret: string; timestamp?: number }): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret, timestamp: options.timestamp });
}

/** Posts a signed event to the app's webhook, server to server (no Origin, no cookies). */
export function signedWebhook(
  client: HttpClient,
  event: StripeEventFixture,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<HttpResponse<unknown>> {
  const payload = eventPayload(event);
  const signature =
    options.signature === undefined ? signPayload(payload, { secret: options.secret ?? TEST_WEBHOOK_SECRET, timestamp: options.timestamp }) : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return client.api('POST /api/payments/webhook', {}, { rawBody: payload, headers, origin: null });
}

/** checkout.session.completed for a registration, paid by card unless `paymentStatus` says otherwise. */
export function checkoutCompletedEvent(options: {
  registrationId: string;
  amountTotal: number;
  paymentIntent?: string;
  sessionId?: string;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  id?: string;
}): StripeEventFixture {
  return {
    id: options.id ?? stripeId('evt'),
    type: 'checkout.session.completed',
    object: {
      id: options.sessionId ?? stripeId('cs'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: options.paymentStatus ?? 'paid',
      amount_total: options.amountTotal,
      currency: 'cad',
      client_reference_id: options.registrationId,
      metadata: { registration_id: options.registrationId },
      payment_intent: options.paymentIntent ?? stripeId('pi'),
    },
  };
}

/** charge.refunded for a payment intent; the charge carries the intent's metadata, as Checkout sets it. */
export function chargeRefundedEvent(options: {
  paymentIntent: string;
  amount: number;
  registrationId?: string;
  fully?: boolean;
  id?: string;
}): StripeEventFixture {
  const fully = options.fully ?? true;
  return {
    id: options.id ?? stripeId('evt'),
    type: 'charge.refunded',
    object: {
      id: stripeId('ch'),
      object: 'charge',
      amount: options.amount,
      amount_refunded: fully ? options.amount : Math.floor(options.amount / 2),
      refunded: fully,
      currency: 'cad',
      created: unixNow(),
      payment_intent: options.paymentIntent,
      metadata: options.registrationId ? { registration_id: options.registrationId } : {},
    },
  };
}
