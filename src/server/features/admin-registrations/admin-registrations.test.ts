import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { ADMIN_REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { AdminRegistrationDetail } from '../../../shared/api/registrations';
import { auditLog, registrations } from '../../db/schema/index';
import type { CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { addRegistration, createRegistrationFixture } from '../../test/admin-registrations-factories';
import { createDivisionRow } from '../../test/seasons-factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const ADMIN_NAME = 'Registrar Admin';
const t = withTestServer({ personas: { adminName: ADMIN_NAME } });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

const path = (id: string, action = '') => `/api/admin/registrations/${id}${action ? `/${action}` : ''}`;
type Answer = AdminRegistrationDetail & ApiErrorBody;
const row = async (id: string) => (await server.db.select().from(registrations).where(eq(registrations.id, id)))[0];
const auditOf = (id: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'registration'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id));
/** What a refused call must leave as it was: the row and its audit trail. */
const stateOf = async (id: string) => ({ row: await row(id), audit: (await auditOf(id)).length });

describe('who may use the registration page', () => {
  it('anonymous gets 401; player, captain, referee and statistician 403; nothing changes', async () => {
    const f = await createRegistrationFixture(server.db);
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', path(f.registrationId)],
        ['POST', path(f.registrationId, 'cancel')],
        ['POST', path(f.registrationId, 'refund')],
        ['POST', path(f.registrationId, 'mark-paid'), { method: 'cash' }],
        ['POST', path(f.registrationId, 'move'), { division_id: f.otherDivisionId }],
        ['PUT', path(f.registrationId, 'notes'), { notes: 'Sneaky.' }],
      ],
      { unchanged: () => stateOf(f.registrationId) },
    );
  });
});

describe('GET /api/admin/registrations/:id', () => {
  it('shows the player, payment, waiver, discount, health statement, notes and where it may move', async () => {
    const f = await createRegistrationFixture(server.db);
    const response = await admin.client.request<Answer>('GET', path(f.registrationId));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: f.registrationId,
      status: 'pending_payment',
      season_id: f.seasonId,
      division_id: f.divisionId,
      fee_cents: 12_000,
      discount_cents: 2_000,
      total_cents: 10_000,
      amount_paid_cents: 0,
      discount_code: f.discountCode,
      payment_method: null,
      paid_at: null,
      // The test server has no payment provider.
      can_pay_by_card: false,
      player: { id: f.playerId, first_name: 'Robin', email: expect.stringMatching(/^robin-/), phone: '(416) 555-0142' },
      period_id: f.periodId,
      waiver: { id: f.waiverId, version: expect.any(Number), signed_name: 'Robin Reg', signed_at: expect.any(String) },
      discount: { id: f.discountCodeId, code: f.discountCode, description: 'Early bird' },
      has_physical_conditions: true,
      physical_conditions_details: 'Asthma; carries an inhaler.',
      notes: '',
      stripe_checkout_session_id: null,
      move_targets: [{ division_id: f.otherDivisionId, division_name: expect.stringMatching(/^B-Division/) }],
      history: [],
    });
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await admin.client.request<Answer>('GET', path(id));
      expect(response.status, id).toBe(404);
      expect(response.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'That registration was not found.' });
    }
  });
});

describe('marking a registration paid', () => {
  it('records cash for the amount due by default, and the history says who did it', async () => {
    const f = await createRegistrationFixture(server.db);
    const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'mark-paid'), { method: 'cash' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'paid', amount_paid_cents: 10_000, payment_method: 'cash', paid_at: expect.any(String) });
    expect(await row(f.registrationId)).toMatchObject({ status: 'paid', amountPaidCents: 10_000, paymentMethod: 'cash' });
    const [audit] = await auditOf(f.registrationId);
    expect(audit).toMatchObject({
      action: 'registration.marked_paid',
      actorUserId: admin.userId,
      before: expect.objectContaining({ status: 'pending_payment' }),
    });
    expect(response.body.history).toEqual([
      {
        at: expect.any(String),
        actor_name: ADMIN_NAME,
        action: 'registration.marked_paid',
        summary: 'Marked paid: Pending payment → Paid; $100.00 paid by Cash',
      },
    ]);
  });

  it('takes a bank transfer of another amount', async () => {
    const f = await createRegistrationFixture(server.db);
    const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'mark-paid'), { method: 'transfer', amount_cents: 9_500 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'paid', amount_paid_cents: 9_500, payment_method: 'transfer' });
  });

  it('refuses one that is not pending payment (409), and bad input (422), changing nothing', async () => {
    const f = await createRegistrationFixture(server.db, { status: 'paid' });
    const before = await stateOf(f.registrationId);
    const conflict = await admin.client.request<Answer>('POST', path(f.registrationId, 'mark-paid'), { method: 'cash' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.message).toBe(ADMIN_REGISTRATION_MESSAGES.cannotMarkPaid);

    const pending = await createRegistrationFixture(server.db);
    const pendingBefore = await stateOf(pending.registrationId);
    const cases: [unknown, string, string][] = [
      [{ method: 'stripe' }, 'method', 'Choose how it was paid.'],
      [{}, 'method', 'Choose how it was paid.'],
      [{ method: 'cash', amount_cents: -1 }, 'amount_cents', 'The amount cannot be negative.'],
      [{ method: 'cash', amount_cents: 10.5 }, 'amount_cents', 'Enter an amount in cents.'],
      // Past what the column holds: it was a 500 (the one money schema bounds every amount).
      [{ method: 'cash', amount_cents: 3_000_000_000 }, 'amount_cents', 'The amount must be at most $1,000,000.00.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.client.request<Answer>('POST', path(pending.registrationId, 'mark-paid'), body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.issues).toContainEqual({ path: field, message });
    }
    expect(await stateOf(f.registrationId)).toEqual(before);
    expect(await stateOf(pending.registrationId)).toEqual(pendingBefore);
  });
});

describe('cancelling and refunding', () => {
  it('cancels a pending registration once; a second cancel is a 409', async () => {
    const f = await createRegistrationFixture(server.db);
    const cancelled = await admin.client.request<Answer>('POST', path(f.registrationId, 'cancel'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.history[0]).toMatchObject({ action: 'registration.cancelled', summary: 'Cancelled: Pending payment → Cancelled' });
    const again = await admin.client.request<Answer>('POST', path(f.registrationId, 'cancel'));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ADMIN_REGISTRATION_MESSAGES.cannotCancel);
    expect(await auditOf(f.registrationId)).toHaveLength(1);
  });

  it('marks a paid registration refunded; a pending one cannot be', async () => {
    const pending = await createRegistrationFixture(server.db);
    const refused = await admin.client.request<Answer>('POST', path(pending.registrationId, 'refund'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ADMIN_REGISTRATION_MESSAGES.cannotRefund);
    expect((await row(pending.registrationId))?.status).toBe('pending_payment');

    const paid = await createRegistrationFixture(server.db, { status: 'confirmed' });
    const refunded = await admin.client.request<Answer>('POST', path(paid.registrationId, 'refund'));
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', amount_paid_cents: 10_000 });
    const [audit] = await auditOf(paid.registrationId);
    expect(audit).toMatchObject({ action: 'registration.refunded', after: expect.objectContaining({ status: 'refunded' }) });
  });

  it('answers 404 for an unknown registration', async () => {
    for (const action of ['cancel', 'refund']) {
      const response = await admin.client.request<Answer>('POST', path(randomUUID(), action));
      expect(response.status, action).toBe(404);
    }
  });
});

describe('moving to another division', () => {
  it('moves to a division of the same season with a period, whatever its capacity', async () => {
    const f = await createRegistrationFixture(server.db, { status: 'paid' });
    const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'move'), { division_id: f.otherDivisionId });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ division_id: f.otherDivisionId, period_id: f.otherPeriodId, status: 'paid', fee_cents: 12_000 });
    expect(response.body.move_targets).toEqual([{ division_id: f.divisionId, division_name: expect.stringMatching(/^A-Division/) }]);
    expect(response.body.history[0]?.summary).toMatch(/^Moved to another division: A-Division .* → B-Division /);
    expect(await row(f.registrationId)).toMatchObject({ divisionId: f.otherDivisionId, registrationPeriodId: f.otherPeriodId });
  });

  it('refuses a division where the player is registered already (409)', async () => {
    const f = await createRegistrationFixture(server.db);
    await addRegistration(server.db, { playerId: f.playerId, seasonId: f.seasonId, divisionId: f.otherDivisionId }, 'pending_payment');
    const before = await stateOf(f.registrationId);
    const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'move'), { division_id: f.otherDivisionId });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ADMIN_REGISTRATION_MESSAGES.alreadyThere);
    expect(await stateOf(f.registrationId)).toEqual(before);
  });

  it('refuses a cancelled registration (409)', async () => {
    const f = await createRegistrationFixture(server.db, { status: 'cancelled' });
    const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'move'), { division_id: f.otherDivisionId });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ADMIN_REGISTRATION_MESSAGES.cannotMove);
  });

  it('answers 422 under division_id for its own division, one without a period, an unknown one or no id, changing nothing', async () => {
    const f = await createRegistrationFixture(server.db);
    const withoutPeriod = await createDivisionRow(server.db);
    const before = await stateOf(f.registrationId);
    const cases: [unknown, string][] = [
      [{ division_id: f.divisionId }, ADMIN_REGISTRATION_MESSAGES.sameDivision],
      [{ division_id: withoutPeriod }, ADMIN_REGISTRATION_MESSAGES.noPeriodThere],
      [{ division_id: randomUUID() }, ADMIN_REGISTRATION_MESSAGES.noPeriodThere],
      [{ division_id: 'nope' }, 'Choose a division.'],
      [{}, 'Choose a division.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.request<Answer>('POST', path(f.registrationId, 'move'), body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.issues).toEqual([{ path: 'division_id', message }]);
    }
    expect(await stateOf(f.registrationId)).toEqual(before);
  });
});

describe('notes', () => {
  it('saves the notes once; saving the same text again records nothing', async () => {
    const f = await createRegistrationFixture(server.db);
    const saved = await admin.client.request<Answer>('PUT', path(f.registrationId, 'notes'), { notes: 'Paid half at the field; rest next week.' });
    expect(saved.status).toBe(200);
    expect(saved.body.notes).toBe('Paid half at the field; rest next week.');
    const again = await admin.client.request<Answer>('PUT', path(f.registrationId, 'notes'), { notes: 'Paid half at the field; rest next week.' });
    expect(again.status).toBe(200);
    const audit = await auditOf(f.registrationId);
    expect(audit.map((a) => a.action)).toEqual(['registration.notes_updated']);
    expect(again.body.history).toEqual([expect.objectContaining({ summary: 'Notes changed', actor_name: ADMIN_NAME })]);
  });

  it('refuses notes over 5000 characters (422) and a body without notes, changing nothing', async () => {
    const f = await createRegistrationFixture(server.db);
    const before = await stateOf(f.registrationId);
    const long = await admin.client.request<Answer>('PUT', path(f.registrationId, 'notes'), { notes: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.error.issues).toEqual([{ path: 'notes', message: 'Notes must be at most 5000 characters.' }]);
    const missing = await admin.client.request<Answer>('PUT', path(f.registrationId, 'notes'), {});
    expect(missing.status).toBe(422);
    expect(await stateOf(f.registrationId)).toEqual(before);
  });
});
