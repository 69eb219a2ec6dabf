import type { Database } from '../db/client';
import { registrations, waiverSignatures, waivers } from '../db/schema/index';
import type { League } from './factories';
import { uniqueId } from './test-server';

/**
 * Registrations and waiver signatures for the admin players and users tests, stored directly
 * (their own flows are built elsewhere). Rosters: addToRoster in ./factories.
 */
export async function register(
  db: Database,
  league: Pick<League, 'seasonId' | 'divisionId'>,
  playerId: string,
  status: 'pending_payment' | 'paid' | 'confirmed' | 'cancelled' | 'refunded',
  feeCents = 9_000,
): Promise<string> {
  const paid = status === 'paid' || status === 'confirmed';
  const [row] = await db
    .insert(registrations)
    .values({
      playerId,
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      status,
      feeCents,
      amountPaidCents: paid ? feeCents : 0,
      paymentMethod: paid ? 'cash' : null,
      paidAt: paid ? new Date() : null,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration fixture was not stored');
  return row.id;
}

/** An inactive waiver version of its own (a high random number keeps versions apart), signed by the player. */
export async function signNewWaiver(db: Database, playerId: string, signedName: string): Promise<{ waiverId: string; version: number }> {
  const version = 100_000 + (parseInt(uniqueId().slice(-6), 36) % 800_000);
  const [waiver] = await db
    .insert(waivers)
    .values({ version, title: `Waiver ${version}`, body: 'Test waiver.' })
    .returning({ id: waivers.id });
  if (!waiver) throw new Error('waiver fixture was not stored');
  await db.insert(waiverSignatures).values({ waiverId: waiver.id, playerId, signedName });
  return { waiverId: waiver.id, version };
}
