import { and, desc, eq, inArray } from 'drizzle-orm';
import { ADMIN_REGISTRATION_MESSAGES, LIVE_REGISTRATION_STATUSES, type ManualPaymentMethod, type RegistrationStatus } from '../../../shared/registrations';
import type { AdminRegistrationDetail } from '../../../shared/api/registrations';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { divisions, registrationPeriods, registrations } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { queueRegistrationMail } from '../registrations/index';
import { isLiveRegistrationStatus } from '../registrations/index';
import { REGISTRATION_ENTITY, loadAdminRegistrationDetail, lockRegistration, totalDue, type RegistrationRow } from './admin-registration-views';

interface Caller {
  db: Database;
  actor: Actor | null;
  registrationId: string;
  /** Whether the server takes card payments (the detail's can_pay_by_card). */
  paymentsConfigured: boolean;
  /** Links in the player's mails start with it. */
  baseUrl: string;
}

export async function getAdminRegistration({ db, actor, registrationId, paymentsConfigured }: Caller): Promise<AdminRegistrationDetail> {
  requireActor(actor);
  return loadAdminRegistrationDetail(db, registrationId, paymentsConfigured);
}

/**
 * One change: the row locked, `change` decides and writes (or throws and nothing is stored),
 * the audit row in the same transaction, and the page's fresh answer. `change` returns the
 * action and the audit's before and after, or null when there was nothing to change.
 */
async function changeRegistration(
  { db, actor, registrationId: id, paymentsConfigured }: Caller,
  change: (tx: Transaction, row: RegistrationRow, now: Date) => Promise<{ action: string; before: unknown; after: unknown } | null>,
): Promise<AdminRegistrationDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    const done = await change(tx, row, new Date());
    if (done) await recordAudit(tx, { actor: admin, entityType: REGISTRATION_ENTITY, entityId: id, ...done });
    return loadAdminRegistrationDetail(tx, id, paymentsConfigured);
  });
}

async function setStatus(tx: Transaction, row: RegistrationRow, status: RegistrationStatus, now: Date): Promise<RegistrationRow> {
  const [after] = await tx.update(registrations).set({ status, updatedAt: now }).where(eq(registrations.id, row.id)).returning();
  return after ?? { ...row, status, updatedAt: now };
}

/** Gives the place back: from pending_payment, paid or confirmed. Money is not returned here (see refund). */
export function cancelRegistration(caller: Caller): Promise<AdminRegistrationDetail> {
  return changeRegistration(caller, async (tx, row, now) => {
    if (!isLiveRegistrationStatus(row.status)) throw conflict(ADMIN_REGISTRATION_MESSAGES.cannotCancel);
    return { action: 'registration.cancelled', before: row, after: await setStatus(tx, row, 'cancelled', now) };
  });
}

/** Records that the money went back (by Stripe's dashboard or by hand); the place is given back too. */
export function refundRegistration(caller: Caller): Promise<AdminRegistrationDetail> {
  return changeRegistration(caller, async (tx, row, now) => {
    if (row.status !== 'paid' && row.status !== 'confirmed') throw conflict(ADMIN_REGISTRATION_MESSAGES.cannotRefund);
    return { action: 'registration.refunded', before: row, after: await setStatus(tx, row, 'refunded', now) };
  });
}

/** Paid by cash or transfer, handed to the league: the amount received defaults to what is due. */
export function markRegistrationPaid(caller: Caller, input: { method: ManualPaymentMethod; amount_cents?: number }): Promise<AdminRegistrationDetail> {
  return changeRegistration(caller, async (tx, row, now) => {
    if (row.status !== 'pending_payment') throw conflict(ADMIN_REGISTRATION_MESSAGES.cannotMarkPaid);
    const received = input.amount_cents ?? Math.max(0, totalDue(row) - row.amountPaidCents);
    const [after] = await tx
      .update(registrations)
      .set({ status: 'paid', amountPaidCents: row.amountPaidCents + received, paymentMethod: input.method, paidAt: now, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    // The receipt goes with the change: queued in its transaction (decision 045).
    await queueRegistrationMail(tx, 'receipt', row.id, { cardPayments: caller.paymentsConfigured, baseUrl: caller.baseUrl });
    return { action: 'registration.marked_paid', before: row, after };
  });
}

/**
 * To another division of the same season that has a registration period (its newest one).
 * No capacity check: an admin may overfill a division, it is their call. The fee stays as it was.
 */
export function moveRegistration(caller: Caller, input: { division_id: string }): Promise<AdminRegistrationDetail> {
  return changeRegistration(caller, async (tx, row, now) => {
    if (!isLiveRegistrationStatus(row.status)) throw conflict(ADMIN_REGISTRATION_MESSAGES.cannotMove);
    if (input.division_id === row.divisionId) throw invalidField('division_id', ADMIN_REGISTRATION_MESSAGES.sameDivision);
    const [period] = await tx
      .select({ id: registrationPeriods.id })
      .from(registrationPeriods)
      .where(and(eq(registrationPeriods.seasonId, row.seasonId), eq(registrationPeriods.divisionId, input.division_id)))
      .orderBy(desc(registrationPeriods.createdAt), desc(registrationPeriods.id))
      .limit(1);
    if (!period) throw invalidField('division_id', ADMIN_REGISTRATION_MESSAGES.noPeriodThere);
    const [held] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.playerId, row.playerId),
          eq(registrations.seasonId, row.seasonId),
          eq(registrations.divisionId, input.division_id),
          inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES]),
        ),
      );
    if (held) throw conflict(ADMIN_REGISTRATION_MESSAGES.alreadyThere);
    const names = await tx
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(inArray(divisions.id, [row.divisionId, input.division_id]));
    const nameOf = (id: string) => names.find((d) => d.id === id)?.name ?? null;
    let moved: RegistrationRow | undefined;
    try {
      [moved] = await tx
        .update(registrations)
        .set({ divisionId: input.division_id, registrationPeriodId: period.id, updatedAt: now })
        .where(eq(registrations.id, row.id))
        .returning();
    } catch (error) {
      // The player registered there meanwhile (the live-registration index answers).
      if (isUniqueViolation(error)) throw conflict(ADMIN_REGISTRATION_MESSAGES.alreadyThere);
      throw error;
    }
    return {
      action: 'registration.moved',
      before: { ...row, divisionName: nameOf(row.divisionId) },
      after: { ...moved, divisionName: nameOf(input.division_id) },
    };
  });
}

/** The admin's own notes; saving the same text again stores and records nothing. */
export function updateRegistrationNotes(caller: Caller, input: { notes: string }): Promise<AdminRegistrationDetail> {
  return changeRegistration(caller, async (tx, row, now) => {
    if (input.notes === row.notes) return null;
    const [after] = await tx.update(registrations).set({ notes: input.notes, updatedAt: now }).where(eq(registrations.id, row.id)).returning();
    return { action: 'registration.notes_updated', before: row, after };
  });
}
