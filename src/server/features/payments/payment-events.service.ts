import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { paymentEvents, registrations } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';
import { queueRegistrationMail } from '../registrations/index';
import { PAYMENT_CURRENCY, type VerifiedPaymentEvent } from './payment-gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type RegistrationRow = typeof registrations.$inferSelect;

/** Statuses a refund may end: not cancelled (an admin's decision stands), not refunded already. */
const REFUNDABLE = new Set(['pending_payment', 'paid', 'confirmed']);

export type PaymentEventOutcome = 'applied' | 'replayed';

/**
 * Applies one verified Stripe event, once (decision 015). The event id goes into
 * payment_events in the same transaction as its effect, so a replay, or two deliveries racing,
 * has no second effect. Statuses only move forward, so events in any order do no harm: a
 * refund that arrives before its checkout's completion leaves the registration refunded.
 * Every event is recorded, those that change nothing included.
 */
export async function applyPaymentEvent({
  db,
  event,
  logger,
  baseUrl,
  now = new Date(),
}: {
  db: Database;
  event: VerifiedPaymentEvent;
  logger: Logger;
  /** Links in the receipt start with it. */
  baseUrl: string;
  now?: Date;
}): Promise<PaymentEventOutcome> {
  return db.transaction(async (tx) => {
    // Locked first: two events of one registration (paid, refunded) are applied one after the other.
    const registration = await findRegistration(tx, event);
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, registrationId: registration?.id ?? null, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'replayed';
    if (!registration) return 'applied';

    if (isPaidCheckout(event)) {
      // The receipt is queued with the change, so a replayed event sends none (decision 045).
      if (await markPaid(tx, registration, event, now, logger)) await queueRegistrationMail(tx, 'receipt', registration.id, { cardPayments: true, baseUrl });
    } else if (event.type === 'charge.refunded' && event.object.refunded === true) await markRefunded(tx, registration, event.object, logger);
    return 'applied';
  });
}

function isPaidCheckout(event: VerifiedPaymentEvent): boolean {
  if (event.type === 'checkout.session.async_payment_succeeded') return true;
  return event.type === 'checkout.session.completed' && event.object.payment_status === 'paid';
}

/** Checkout events name the registration in their metadata; a charge is found by its payment intent. */
async function findRegistration(tx: Transaction, event: VerifiedPaymentEvent): Promise<RegistrationRow | undefined> {
  const { object } = event;
  if (event.type.startsWith('checkout.session.')) {
    return lockRegistration(tx, metadataOf(object).registration_id ?? textOf(object.client_reference_id));
  }
  if (event.type.startsWith('charge.')) {
    const paymentIntentId = idOf(object.payment_intent);
    if (paymentIntentId) {
      const [byIntent] = await tx.select().from(registrations).where(eq(registrations.stripePaymentIntentId, paymentIntentId)).for('update');
      if (byIntent) return byIntent;
    }
    // Before its checkout completed, only the payment intent's metadata (copied to the charge) names it.
    return lockRegistration(tx, metadataOf(object).registration_id);
  }
  return undefined;
}

async function lockRegistration(tx: Transaction, id: string | null | undefined): Promise<RegistrationRow | undefined> {
  if (!id || !UUID.test(id)) return undefined;
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row;
}

/** The audit action of a paid checkout that is not the one made for the registration. */
export const PAYMENT_MISMATCH_ACTION = 'registration.card_payment_mismatch';

/** true when the registration became paid. */
async function markPaid(tx: Transaction, registration: RegistrationRow, event: VerifiedPaymentEvent, now: Date, logger: Logger): Promise<boolean> {
  const session = event.object;
  if (registration.status !== 'pending_payment') {
    // Already paid, or refunded or cancelled meanwhile: not resurrected. The admin page shows the event.
    logger.warn({ registrationId: registration.id, status: registration.status }, 'payment for a registration that is not pending; left as it is');
    return false;
  }
  const mismatches = checkoutMismatches(registration, session);
  if (mismatches.length > 0) {
    // A signed event is Stripe's word that this session was paid, not that it paid this
    // registration: left due, and flagged on the admin's registration page (its history).
    logger.warn({ registrationId: registration.id, eventId: event.id, mismatches }, 'paid checkout does not match the registration; left due');
    await recordAudit(tx, {
      actor: null,
      action: PAYMENT_MISMATCH_ACTION,
      entityType: 'registration',
      entityId: registration.id,
      before: paymentFieldsOf(registration),
      after: {
        ...paymentFieldsOf(registration),
        mismatches,
        eventId: event.id,
        expected: { sessionId: registration.stripeCheckoutSessionId, amountCents: amountDue(registration), currency: PAYMENT_CURRENCY },
        received: { sessionId: textOf(session.id) ?? null, amountCents: numberOf(session.amount_total) ?? null, currency: textOf(session.currency) ?? null },
      },
    });
    return false;
  }
  await changeRegistration(tx, registration, 'registration.paid', {
    status: 'paid',
    amountPaidCents: amountDue(registration),
    paymentMethod: 'stripe',
    paidAt: now,
    stripeCheckoutSessionId: textOf(session.id) ?? registration.stripeCheckoutSessionId,
    stripePaymentIntentId: idOf(session.payment_intent) ?? registration.stripePaymentIntentId,
  });
  return true;
}

async function markRefunded(tx: Transaction, registration: RegistrationRow, charge: Record<string, unknown>, logger: Logger) {
  if (!REFUNDABLE.has(registration.status)) {
    logger.warn({ registrationId: registration.id, status: registration.status }, 'refund for a registration that is not live; left as it is');
    return;
  }
  // Refunded before the completed checkout arrived: it was paid by card all the same.
  const paidBefore = registration.status === 'pending_payment';
  const created = numberOf(charge.created);
  await changeRegistration(tx, registration, 'registration.refunded', {
    status: 'refunded',
    stripePaymentIntentId: idOf(charge.payment_intent) ?? registration.stripePaymentIntentId,
    ...(paidBefore
      ? { paymentMethod: 'stripe', amountPaidCents: numberOf(charge.amount) ?? 0, paidAt: created === undefined ? null : new Date(created * 1000) }
      : {}),
  });
}

async function changeRegistration(tx: Transaction, before: RegistrationRow, action: string, changes: Partial<RegistrationRow>) {
  const [after] = await tx
    .update(registrations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(registrations.id, before.id))
    .returning();
  if (!after) throw new Error(`registration ${before.id} was not updated`);
  // The system made the change (actor null); the payment fields only, not the health statement,
  // keyed as the row's own JSON is, which the admin's registration history reads.
  await recordAudit(tx, {
    actor: null,
    action,
    entityType: 'registration',
    entityId: before.id,
    before: paymentFieldsOf(before),
    after: paymentFieldsOf(after),
  });
}

function amountDue(row: RegistrationRow): number {
  return row.feeCents - row.discountCents;
}

/**
 * What differs between a paid checkout session and the one made for the registration: its
 * id (startCheckout stores the latest it made), the amount due and the currency. A session
 * this server did not make (none stored: one made in Stripe's dashboard) is checked on the
 * amount and currency alone.
 */
function checkoutMismatches(registration: RegistrationRow, session: Record<string, unknown>): ('session' | 'amount' | 'currency')[] {
  const mismatches: ('session' | 'amount' | 'currency')[] = [];
  if (registration.stripeCheckoutSessionId && textOf(session.id) !== registration.stripeCheckoutSessionId) mismatches.push('session');
  if (numberOf(session.amount_total) !== amountDue(registration)) mismatches.push('amount');
  if (textOf(session.currency)?.toLowerCase() !== PAYMENT_CURRENCY) mismatches.push('currency');
  return mismatches;
}

function paymentFieldsOf(row: RegistrationRow) {
  const { status, amountPaidCents, paymentMethod, paidAt, stripeCheckoutSessionId, stripePaymentIntentId } = row;
  return { status, amountPaidCents, paymentMethod, paidAt, stripeCheckoutSessionId, stripePaymentIntentId };
}

function metadataOf(object: Record<string, unknown>): Record<string, string | undefined> {
  const metadata = object.metadata;
  if (typeof metadata !== 'object' || metadata === null) return {};
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Stripe sends a related object as its id, or as the object itself when expanded. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'id' in value) return textOf(value.id);
  return textOf(value);
}
