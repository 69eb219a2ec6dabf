import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { startCheckout } from './checkout.service';
import { WebhookSignatureError } from './payment-gateway';
import { applyPaymentEvent } from './payment-events.service';
import { limitBody } from '../../http/body-limit';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export function paymentsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .post('/api/registrations/:id/checkout', allow.signedIn(), async (c) =>
        c.json(
          await startCheckout({ db, actor: c.var.actor, payments: deps.payments, baseUrl: deps.baseUrl, registrationId: c.req.param('id'), logger: c.var.logger }),
        ),
      )
      // Public: Stripe calls it server to server (no Origin, no cookies, so the same-origin
      // guard lets it through); the signature on the raw body is the check.
      .post(
        '/api/payments/webhook',
        allow.public(),
        limitBody(WEBHOOK_MAX_BYTES, () => badRequest('The webhook body is too large.')),
        async (c) => {
          if (!deps.payments) throw notFound('A payment provider');
          // The signature covers the exact bytes sent: read them before anything parses them.
          const rawBody = await c.req.text();
          let event;
          try {
            event = deps.payments.verifyWebhook(rawBody, c.req.header('stripe-signature'));
          } catch (error) {
            if (!(error instanceof WebhookSignatureError)) throw error;
            c.var.logger.warn({ reason: error.message }, 'payment webhook refused');
            throw badRequest('The webhook signature is missing, wrong or too old.');
          }
          const outcome = await applyPaymentEvent({ db, event, logger: c.var.logger });
          return c.json({ received: true, replayed: outcome === 'replayed' });
        },
      )
  );
}
