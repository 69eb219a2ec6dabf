import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AdminRegistrationDetail } from '../../../shared/api/registrations';
import type { Database, Transaction } from '../../db/client';
import {
  auditLog,
  discountCodes,
  divisions,
  players,
  registrationPeriods,
  registrations,
  seasons,
  users,
  waivers,
  waiverSignatures,
} from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { toMyRegistration } from '../registrations/index';
import { summarizeRegistrationChange } from './registration-history';

// The player's side owns the id check and the MyRegistration mapping; this page builds on them.

/** The audit rows of a registration carry this entity type (the player's flow and the webhook use it too). */
export const REGISTRATION_ENTITY = 'registration';

export type RegistrationRow = typeof registrations.$inferSelect;

/** The registration's row, locked for the rest of the transaction; 404 if there is none. */
export async function lockRegistration(tx: Transaction, id: string): Promise<RegistrationRow> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  if (!row) throw notFound('That registration');
  return row;
}

/** fee − discount, never below nothing. */
export function totalDue(row: Pick<RegistrationRow, 'feeCents' | 'discountCents'>): number {
  return Math.max(0, row.feeCents - row.discountCents);
}

/** Other divisions of the season it could move to: those with a registration period of any status. */
async function moveTargets(db: Database | Transaction, row: RegistrationRow): Promise<AdminRegistrationDetail['move_targets']> {
  const rows = await db
    .selectDistinct({ division_id: divisions.id, division_name: divisions.name })
    .from(registrationPeriods)
    .innerJoin(divisions, eq(divisions.id, registrationPeriods.divisionId))
    .where(and(eq(registrationPeriods.seasonId, row.seasonId), ne(registrationPeriods.divisionId, row.divisionId)))
    .orderBy(asc(divisions.name), asc(divisions.id));
  return rows;
}

async function history(db: Database | Transaction, id: string): Promise<AdminRegistrationDetail['history']> {
  const rows = await db
    .select({ at: auditLog.createdAt, actorName: users.name, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, REGISTRATION_ENTITY), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor_name: r.actorName,
    action: r.action,
    summary: summarizeRegistrationChange(r.action, r.before, r.after),
  }));
}

/**
 * Everything the admin's registration page shows. `paymentsConfigured`: whether the server has
 * a card payment provider (can_pay_by_card is as the player would see it).
 */
export async function loadAdminRegistrationDetail(db: Database | Transaction, id: string, paymentsConfigured: boolean): Promise<AdminRegistrationDetail> {
  const [found] = await db
    .select({
      registration: registrations,
      seasonName: seasons.name,
      divisionName: divisions.name,
      player: { id: players.id, firstName: players.firstName, lastName: players.lastName, email: players.email, phone: players.phone },
      waiver: { id: waivers.id, version: waivers.version, title: waivers.title },
      signature: { signedName: waiverSignatures.signedName, signedAt: waiverSignatures.signedAt },
      discount: { id: discountCodes.id, code: discountCodes.code, description: discountCodes.description },
    })
    .from(registrations)
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
    .innerJoin(players, eq(players.id, registrations.playerId))
    .leftJoin(waivers, eq(waivers.id, registrations.waiverId))
    .leftJoin(waiverSignatures, and(eq(waiverSignatures.waiverId, registrations.waiverId), eq(waiverSignatures.playerId, registrations.playerId)))
    .leftJoin(discountCodes, eq(discountCodes.id, registrations.discountCodeId))
    .where(eq(registrations.id, id));
  if (!found) throw notFound('That registration');
  const r = found.registration;
  const [targets, changes] = await Promise.all([moveTargets(db, r), history(db, id)]);
  const mine = toMyRegistration(
    { ...r, seasonName: found.seasonName, divisionName: found.divisionName, discountCode: found.discount?.code ?? null },
    paymentsConfigured,
  );
  return {
    ...mine,
    player: { id: found.player.id, first_name: found.player.firstName, last_name: found.player.lastName, email: found.player.email, phone: found.player.phone },
    period_id: r.registrationPeriodId,
    waiver: found.waiver
      ? {
          id: found.waiver.id,
          version: found.waiver.version,
          title: found.waiver.title,
          signed_name: found.signature?.signedName ?? null,
          signed_at: found.signature?.signedAt.toISOString() ?? null,
        }
      : null,
    discount: found.discount,
    has_physical_conditions: r.hasPhysicalConditions,
    physical_conditions_details: r.physicalConditionsDetails,
    notes: r.notes,
    stripe_checkout_session_id: r.stripeCheckoutSessionId,
    stripe_payment_intent_id: r.stripePaymentIntentId,
    updated_at: r.updatedAt.toISOString(),
    move_targets: targets,
    history: changes,
  };
}
