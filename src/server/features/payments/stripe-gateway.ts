import Stripe from 'stripe';
import {
  PAYMENT_CURRENCY,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
  type VerifiedPaymentEvent,
} from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another host for the API (the tests' local stand-in), e.g. http://127.0.0.1:4242. */
  apiBase?: string;
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...hostOptions(options.apiBase),
    // A hung provider must not hold the player's request for the SDK's default 80 s.
    timeout: 20_000,
    maxNetworkRetries: 2,
  });

  return {
    provider: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { registration_id: request.registrationId };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.registrationId,
        metadata,
        // The charge's refund event names its payment intent; the metadata also finds the
        // registration when the refund arrives before the completed checkout.
        payment_intent_data: { metadata },
        customer_email: request.customerEmail ?? undefined,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: PAYMENT_CURRENCY, unit_amount: request.amountCents, product_data: { name: request.description } },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook(rawBody: string, signatureHeader: string | undefined): VerifiedPaymentEvent {
      let event: Stripe.Event;
      try {
        // Default tolerance: five minutes, as decision 015 asks.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      return { id: event.id, type: event.type, object: event.data.object as unknown as Record<string, unknown> };
    },
  };
}

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
