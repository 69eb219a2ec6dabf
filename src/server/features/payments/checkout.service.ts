import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CheckoutStart } from '../../../shared/api/payments';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { Database } from '../../db/client';
import { divisions, players, registrations, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { registrationIdOf } from '../registrations/index';
import type { PaymentGateway } from './payment-gateway';

const notYours = () => notFound('That registration');

/**
 * POST /api/registrations/:id/checkout: a Stripe Checkout Session for the amount due. Only the
 * registration's own account may start it; anyone else gets 404, as for a registration that
 * does not exist. Nothing is marked paid here: only the signed webhook does that.
 */
export async function startCheckout({
  db,
  actor,
  payments,
  baseUrl,
  registrationId,
  logger,
}: {
  db: Database;
  actor: Actor | null;
  payments: PaymentGateway | null;
  baseUrl: string;
  registrationId: string;
  logger: Logger;
}): Promise<CheckoutStart> {
  const caller = requireActor(actor);
  const id = registrationIdOf(registrationId);
  const [registration] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      feeCents: registrations.feeCents,
      discountCents: registrations.discountCents,
      userId: registrations.userId,
      playerUserId: players.userId,
      seasonName: seasons.name,
      divisionName: divisions.name,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
    .where(eq(registrations.id, id));
  // The account that registered, or the account linked to its player (an admin may have linked it since).
  if (!registration || (registration.userId !== caller.userId && registration.playerUserId !== caller.userId)) throw notYours();

  if (!payments) throw conflict(REGISTRATION_MESSAGES.noPaymentProvider);
  const amountDue = registration.feeCents - registration.discountCents;
  if (registration.status !== 'pending_payment' || amountDue <= 0) throw conflict(REGISTRATION_MESSAGES.notPayable);

  const query = `?registration=${encodeURIComponent(registration.id)}`;
  let session: Awaited<ReturnType<PaymentGateway['createCheckout']>>;
  try {
    session = await payments.createCheckout({
      registrationId: registration.id,
      amountCents: amountDue,
      description: `${registration.seasonName} · ${registration.divisionName} registration`,
      customerEmail: caller.email,
      successUrl: `${baseUrl}/payment-success${query}`,
      cancelUrl: `${baseUrl}/payment-canceled${query}`,
    });
  } catch (error) {
    // The provider's own message may name keys or accounts: the log has it, the player gets ours.
    logger.error({ err: error, registrationId: registration.id }, 'stripe checkout session failed');
    throw new AppError('INTERNAL', 'Card payment could not be started. Please try again in a moment.', undefined, 502);
  }
  // The latest session is the one to look for on the admin's page; a newer attempt replaces it.
  await db.update(registrations).set({ stripeCheckoutSessionId: session.sessionId, updatedAt: new Date() }).where(eq(registrations.id, registration.id));
  return { url: session.url };
}
