import { checkoutStartSchema, webhookReceiptSchema } from '../../../shared/api/payments';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, pathIds, rawBody } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { startCheckout } from './checkout.service';
import { WebhookSignatureError } from './payment-gateway';
import { applyPaymentEvent } from './payment-events.service';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export function paymentsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Payments', [
    apiRoute(
      {
        method: 'post',
        path: '/api/registrations/:id/checkout',
        summary: 'Start card payment of one of my registrations (Stripe Checkout)',
        access: access.signedIn,
        params: pathIds('id'),
        notFound: 'That registration',
        response: checkoutStartSchema,
        errors: [409, 503],
      },
      async ({ c, actor, params }) =>
        startCheckout({ db, actor, payments: deps.payments, baseUrl: deps.baseUrl, registrationId: params.id, logger: c.var.logger }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/payments/webhook',
        summary: "Stripe's events (signed); only these mark a registration paid",
        // Public: Stripe calls it server to server (no Origin, no cookies, so the same-origin
        // guard lets it through); the signature on the raw body is the check.
        description: 'Called by Stripe. The `Stripe-Signature` header must sign the exact body; each event id is applied once.',
        access: access.public,
        body: rawBody('application/json'),
        bodyLimit: { maxBytes: WEBHOOK_MAX_BYTES, tooLarge: () => badRequest('The webhook body is too large.') },
        response: webhookReceiptSchema,
        errors: [400, 404],
      },
      async ({ c }) => {
        if (!deps.payments) throw notFound('A payment provider');
        // The signature covers the exact bytes sent: read them before anything parses them.
        const body = await c.req.text();
        let event: ReturnType<typeof deps.payments.verifyWebhook>;
        try {
          event = deps.payments.verifyWebhook(body, c.req.header('stripe-signature'));
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          c.var.logger.warn({ reason: error.message }, 'payment webhook refused');
          throw badRequest('The webhook signature is missing, wrong or too old.');
        }
        const outcome = await applyPaymentEvent({ db, event, logger: c.var.logger, baseUrl: deps.baseUrl });
        return { received: true, replayed: outcome === 'replayed' };
      },
    ),
  ]);
}
