import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { registrations, waiverSignatures, waivers } from '../db/schema/index';
import type { RegistrationStatus, PaymentMethod } from '../../shared/registrations';

/**
 * Registrations and waiver signatures, stored directly: the registration flow and waiver
 * signing are built in a later issue.
 */
export interface RegistrationFixture {
  playerId: string;
  seasonId: string;
  divisionId: string;
  status?: RegistrationStatus;
  feeCents?: number;
  amountPaidCents?: number;
  paymentMethod?: PaymentMethod | null;
}

export async function createRegistration(db: Database, fixture: RegistrationFixture): Promise<string> {
  const status = fixture.status ?? 'pending_payment';
  const paid = status === 'paid' || status === 'confirmed';
  const [row] = await db
    .insert(registrations)
    .values({
      playerId: fixture.playerId,
      seasonId: fixture.seasonId,
      divisionId: fixture.divisionId,
      status,
      feeCents: fixture.feeCents ?? 12_000,
      amountPaidCents: fixture.amountPaidCents ?? (paid ? (fixture.feeCents ?? 12_000) : 0),
      paymentMethod: fixture.paymentMethod ?? (paid ? 'cash' : null),
      paidAt: paid ? new Date() : null,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration fixture was not stored');
  return row.id;
}

/** A new waiver version (one past the highest); `active` makes it the only active one. */
export async function createWaiverVersion(db: Database, { active }: { active: boolean }): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ version: waivers.version }).from(waivers);
    const version = Math.max(0, ...existing.map((w) => w.version)) + 1;
    if (active) await tx.update(waivers).set({ isActive: false }).where(eq(waivers.isActive, true));
    const [row] = await tx
      .insert(waivers)
      .values({ version, title: `Waiver v${version}`, body: 'Test waiver text.', isActive: active, activatedAt: active ? new Date() : null })
      .returning({ id: waivers.id, version: waivers.version });
    if (!row) throw new Error('waiver fixture was not stored');
    return row;
  });
}

export async function signWaiver(db: Database, waiverId: string, playerId: string): Promise<void> {
  await db.insert(waiverSignatures).values({ waiverId, playerId, signedName: 'Signed Name' });
}
