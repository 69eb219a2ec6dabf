/**
 * Card payments as the rest of the server sees them (decision 015). The Stripe implementation
 * is the only one; `AppDeps.payments` is null when no provider is configured, and the league
 * is then paid directly (an admin marks registrations paid).
 */
/** The league's currency (the web formats money as CAD); Stripe writes currencies in lower case. */
export const PAYMENT_CURRENCY = 'cad';

export interface CheckoutRequest {
  registrationId: string;
  /** Whole cents, above 0 */
  amountCents: number;
  /** What the card statement and the checkout page show, e.g. "Spring 2027 · Men's Open". */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** What the webhook handler needs from a verified event. */
export interface VerifiedPaymentEvent {
  id: string;
  type: string;
  /** The event's object (a Checkout Session, a Charge, …) as Stripe sent it. */
  object: Record<string, unknown>;
}

export interface PaymentGateway {
  readonly provider: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature on the raw body; throws WebhookSignatureError when it is wrong or too old. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): VerifiedPaymentEvent;
}

/** The webhook's signature is missing, wrong or older than the tolerance: answer 400, apply nothing. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
