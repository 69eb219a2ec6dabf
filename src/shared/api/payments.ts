// Response shapes of the payments and photo upload API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl } from '../schemas/formats';

/** POST /api/registrations/:id/checkout: where to send the player to pay. */
export const checkoutStartSchema = z.object({ url: absoluteUrl() });
export type CheckoutStart = z.output<typeof checkoutStartSchema>;

/** POST /api/payments/webhook: Stripe only needs the 200; `replayed` says the event was known. */
export const webhookReceiptSchema = z.object({ received: z.boolean(), replayed: z.boolean() });
