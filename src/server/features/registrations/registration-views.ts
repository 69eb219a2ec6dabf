import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUSES, LIVE_REGISTRATION_STATUSES, PAYMENT_METHODS, type PaymentMethod, type RegistrationStatus } from '../../../shared/registrations';
import type { MyRegistration, RegistrationSummary } from '../../../shared/api/registrations';
import type { Database, Transaction } from '../../db/client';
import { discountCodes, divisions, players, registrations, seasons } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';

/**
 * The one mapping of a registration to what its player sees (MyRegistration). The payments
 * feature (checkout, webhook) and the admin's registration page build on it too.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path; anything that is not a uuid cannot be a registration (and would upset SQL). */
export function registrationIdOf(value: string): string {
  if (!UUID.test(value)) throw notFound('That registration');
  return value;
}

/** pending_payment, paid and confirmed hold a place; cancelled and refunded gave it back. */
export function isLiveRegistrationStatus(status: string): boolean {
  return (LIVE_REGISTRATION_STATUSES as readonly string[]).includes(status);
}

export function toRegistrationStatus(value: string): RegistrationStatus {
  const status = REGISTRATION_STATUSES.find((s) => s === value);
  if (!status) throw new AppError('INTERNAL', `unknown registration status ${value}`);
  return status;
}

function toPaymentMethod(value: string | null): PaymentMethod | null {
  if (value === null) return null;
  const method = PAYMENT_METHODS.find((m) => m === value);
  if (!method) throw new AppError('INTERNAL', `unknown payment method ${value}`);
  return method;
}

/** Live registrations of one season and division: the places taken (the capacity counts these). */
export async function countLiveRegistrations(db: Database | Transaction, seasonId: string, divisionId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(registrations)
    .where(and(eq(registrations.seasonId, seasonId), eq(registrations.divisionId, divisionId), inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES])));
  return row?.count ?? 0;
}

export const myRegistrationColumns = {
  id: registrations.id,
  status: registrations.status,
  playerId: registrations.playerId,
  userId: registrations.userId,
  seasonId: registrations.seasonId,
  seasonName: seasons.name,
  divisionId: registrations.divisionId,
  divisionName: divisions.name,
  feeCents: registrations.feeCents,
  discountCents: registrations.discountCents,
  amountPaidCents: registrations.amountPaidCents,
  discountCode: discountCodes.code,
  paymentMethod: registrations.paymentMethod,
  paidAt: registrations.paidAt,
  createdAt: registrations.createdAt,
};

export interface MyRegistrationRow {
  id: string;
  status: string;
  playerId: string;
  userId: string | null;
  seasonId: string;
  seasonName: string;
  divisionId: string;
  divisionName: string;
  feeCents: number;
  discountCents: number;
  amountPaidCents: number;
  discountCode: string | null;
  paymentMethod: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

/**
 * @param cardPayments whether a payment provider is configured (AppDeps.payments !== null):
 * only then can a pending registration with something to pay be paid by card.
 */
export function toMyRegistration(row: MyRegistrationRow, cardPayments: boolean): RegistrationSummary {
  const status = toRegistrationStatus(row.status);
  const totalCents = Math.max(0, row.feeCents - row.discountCents);
  return {
    id: row.id,
    status,
    season_id: row.seasonId,
    season_name: row.seasonName,
    division_id: row.divisionId,
    division_name: row.divisionName,
    fee_cents: row.feeCents,
    discount_cents: row.discountCents,
    total_cents: totalCents,
    amount_paid_cents: row.amountPaidCents,
    discount_code: row.discountCode,
    payment_method: toPaymentMethod(row.paymentMethod),
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    can_pay_by_card: cardPayments && status === 'pending_payment' && totalCents > 0,
  };
}

/**
 * The player's view: the summary and, while something is due and the league takes no card
 * payment, the league's payment instructions (decision 045).
 */
export function forThePlayer(summary: RegistrationSummary, cardPayments: boolean, paymentInstructions: string): MyRegistration {
  const due = summary.status === 'pending_payment' && summary.total_cents > summary.amount_paid_cents;
  return { ...summary, payment_instructions: due && !cardPayments && paymentInstructions ? paymentInstructions : null };
}

function selectRows(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(myRegistrationColumns)
    .from(registrations)
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
    .leftJoin(discountCodes, eq(discountCodes.id, registrations.discountCodeId))
    .where(where);
}

/** One registration's row (with who it belongs to), or null; no access check: callers do that. */
export async function selectMyRegistrationRow(db: Database | Transaction, registrationId: string): Promise<MyRegistrationRow | null> {
  const [row] = await selectRows(db, eq(registrations.id, registrationId));
  return row ?? null;
}

/** One registration as its player sees it, or null; no access check: callers do that. */
export async function selectMyRegistration(db: Database | Transaction, registrationId: string, cardPayments: boolean): Promise<MyRegistration | null> {
  const row = await selectMyRegistrationRow(db, registrationId);
  if (!row) return null;
  const { paymentInstructions } = await readLeagueSettings(db);
  return forThePlayer(toMyRegistration(row, cardPayments), cardPayments, paymentInstructions);
}

/** The user's player record id, or null when the account has none yet. */
export async function playerIdOfUser(db: Database | Transaction, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  return row?.id ?? null;
}

/** A user's registrations: made by the account, or held by the account's player record. */
export function ownedBy(userId: string, playerId: string | null): SQL | undefined {
  return playerId ? or(eq(registrations.userId, userId), eq(registrations.playerId, playerId)) : eq(registrations.userId, userId);
}

/** Whether the registration is the user's (made by the account, or for the account's player). */
export function isOwnRegistration(row: Pick<MyRegistrationRow, 'userId' | 'playerId'>, userId: string, playerId: string | null): boolean {
  return row.userId === userId || (playerId !== null && row.playerId === playerId);
}

/** Every registration of the user, newest first. */
export async function listRegistrationsOfUser(db: Database | Transaction, userId: string, cardPayments: boolean): Promise<MyRegistration[]> {
  const playerId = await playerIdOfUser(db, userId);
  const rows = await selectRows(db, ownedBy(userId, playerId)).orderBy(desc(registrations.createdAt), desc(registrations.id));
  const { paymentInstructions } = await readLeagueSettings(db);
  return rows.map((row) => forThePlayer(toMyRegistration(row, cardPayments), cardPayments, paymentInstructions));
}
