import { describe, expect, it } from 'vitest';
import { summarizeRegistrationChange } from './registration-history';

describe('summarizeRegistrationChange', () => {
  it('says what the page did: status, payment and division', () => {
    expect(
      summarizeRegistrationChange(
        'registration.marked_paid',
        { status: 'pending_payment', amountPaidCents: 0 },
        { status: 'paid', amountPaidCents: 9_000, paymentMethod: 'transfer' },
      ),
    ).toBe('Marked paid: Pending payment → Paid; $90.00 paid by Bank transfer');
    expect(summarizeRegistrationChange('registration.moved', { status: 'paid', divisionName: 'Coed' }, { status: 'paid', divisionName: 'Open' })).toBe(
      'Moved to another division: Coed → Open',
    );
    expect(summarizeRegistrationChange('registration.notes_updated', { notes: '' }, { notes: 'Hi' })).toBe('Notes changed');
  });

  it("reads other features' rows: a registration made, a webhook's payment, an action it does not know", () => {
    expect(summarizeRegistrationChange('registration.created', null, { status: 'pending_payment', amountPaidCents: 0 })).toBe('Registered: Pending payment');
    expect(
      summarizeRegistrationChange(
        'registration.paid',
        { status: 'pending_payment', amountPaidCents: 0 },
        { status: 'paid', amountPaidCents: 12_000, paymentMethod: 'stripe' },
      ),
    ).toBe('Paid: Pending payment → Paid; $120.00 paid by Card (Stripe)');
    expect(summarizeRegistrationChange('registration.invitation_claimed', 'not an object', [])).toBe('Invitation claimed');
  });
});
