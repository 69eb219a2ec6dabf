import { describe, expect, it } from 'vitest';
import { paymentView, registrationIdParam, shouldPollPayment } from './payment-status';

describe('paymentView', () => {
  it('is confirming while the payment is pending, paid once paid or on a team, closed otherwise', () => {
    expect(paymentView({ status: 'pending_payment' })).toBe('confirming');
    expect(paymentView({ status: 'paid' })).toBe('paid');
    expect(paymentView({ status: 'confirmed' })).toBe('paid');
    expect(paymentView({ status: 'cancelled' })).toBe('closed');
    expect(paymentView({ status: 'refunded' })).toBe('closed');
  });
});

describe('shouldPollPayment', () => {
  it('polls only while the registration is pending payment', () => {
    expect(shouldPollPayment({ status: 'pending_payment' })).toBe(true);
    expect(shouldPollPayment({ status: 'paid' })).toBe(false);
    expect(shouldPollPayment({ status: 'cancelled' })).toBe(false);
    // Nothing loaded yet (or the load failed): the query's own fetch and retries apply.
    expect(shouldPollPayment(undefined)).toBe(false);
  });
});

describe('registrationIdParam', () => {
  it('takes a registration id and refuses anything else', () => {
    expect(registrationIdParam('0f8ca1d2-1234-4abc-8def-0123456789ab')).toBe('0f8ca1d2-1234-4abc-8def-0123456789ab');
    expect(registrationIdParam(' 0F8CA1D2-1234-4ABC-8DEF-0123456789AB ')).toBe('0F8CA1D2-1234-4ABC-8DEF-0123456789AB');
    expect(registrationIdParam(null)).toBeNull();
    expect(registrationIdParam('')).toBeNull();
    expect(registrationIdParam('../admin')).toBeNull();
  });
});
