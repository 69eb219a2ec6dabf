import type { Database } from '../db/client';
import { discountCodes, registrations } from '../db/schema/index';
import { createPlayer } from './factories';
import { createDivisionRow, createSeasonRow } from './seasons-factories';
import { uniqueId } from './test-server';
import type { RegistrationStatus } from '../../shared/registrations';

export type DiscountCodeFixture = Partial<typeof discountCodes.$inferInsert>;

/** A code straight in the table: 20% off, any season, no dates, no limit, active, unless told. */
export async function createDiscountCodeRow(db: Database, code: DiscountCodeFixture = {}): Promise<{ id: string; code: string }> {
  const kind = code.kind ?? 'percent';
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: `CODE-${uniqueId()}`.toUpperCase().slice(0, 32),
      kind,
      percentOff: kind === 'percent' ? 20 : null,
      amountOffCents: kind === 'amount' ? 1500 : null,
      ...code,
    })
    .returning({ id: discountCodes.id, code: discountCodes.code });
  if (!row) throw new Error('discount code fixture was not stored');
  return row;
}

/**
 * Registrations that used the code, one new player each (the registration flow is not built
 * here), in the given statuses: `['paid', 'cancelled']` is one use and one given back.
 */
export async function createRegistrationsWithCode(db: Database, codeId: string, statuses: readonly RegistrationStatus[]): Promise<void> {
  const seasonId = await createSeasonRow(db);
  const divisionId = await createDivisionRow(db);
  for (const status of statuses) {
    const playerId = await createPlayer(db, {});
    await db.insert(registrations).values({ playerId, seasonId, divisionId, status, feeCents: 10000, discountCents: 2000, discountCodeId: codeId });
  }
}
