import type { MyRegistration } from '../../../shared/api/registrations';

/** What /payment-success says about a registration. */
export type PaymentView = 'confirming' | 'paid' | 'closed';

/** Paid or on a team: the payment went through. Cancelled or refunded: nothing to confirm. */
export function paymentView(registration: Pick<MyRegistration, 'status'>): PaymentView {
  switch (registration.status) {
    case 'pending_payment':
      return 'confirming';
    case 'paid':
    case 'confirmed':
      return 'paid';
    case 'cancelled':
    case 'refunded':
      return 'closed';
  }
}

/**
 * Only the webhook marks a registration paid (decision 015), a moment after the browser
 * comes back from the checkout: look again while it is still pending, and stop after.
 */
export function shouldPollPayment(registration: Pick<MyRegistration, 'status'> | undefined): boolean {
  return registration?.status === 'pending_payment';
}

/** After this long still pending, the page says that confirming can take a few minutes. */
export const PAYMENT_SLOW_AFTER_MS = 30_000;

/** The registration id from ?registration=<id>, or null when missing or not an id. */
export function registrationIdParam(value: string | null): string | null {
  if (!value) return null;
  const id = value.trim();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}
