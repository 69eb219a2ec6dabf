import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { divisions, players, registrations } from '../db/schema/index';
import { createLeague, createPlayer, type League } from './factories';
import { uniqueId } from './test-server';

/**
 * Registrations for the payment tests, stored directly (as POST /api/registrations would
 * store them), so these tests do not depend on the registration flow.
 */
export interface RegistrationFixture {
  registrationId: string;
  playerId: string;
  league: League;
  seasonName: string;
  divisionName: string;
}

export async function createRegistrationRow(
  db: Database,
  options: {
    userId: string | null;
    status?: 'pending_payment' | 'paid' | 'confirmed' | 'cancelled' | 'refunded';
    feeCents?: number;
    discountCents?: number;
  },
): Promise<RegistrationFixture> {
  const seasonName = `Spring ${uniqueId()}`;
  const league = await createLeague(db, { seasonName, seasonStatus: 'registration' });
  const playerId = await playerOf(db, options.userId);
  const status = options.status ?? 'pending_payment';
  const feeCents = options.feeCents ?? 12_000;
  const paid = status === 'paid' || status === 'confirmed';
  const [row] = await db
    .insert(registrations)
    .values({
      playerId,
      userId: options.userId,
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      status,
      feeCents,
      discountCents: options.discountCents ?? 0,
      amountPaidCents: paid ? feeCents - (options.discountCents ?? 0) : 0,
      paymentMethod: paid ? 'cash' : null,
      paidAt: paid ? new Date() : null,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration fixture was not stored');
  const [division] = await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, league.divisionId));
  if (!division) throw new Error('division fixture missing');
  return { registrationId: row.id, playerId, league, seasonName, divisionName: division.name };
}

/** An account has at most one player record: its existing one, or a new one. */
async function playerOf(db: Database, userId: string | null): Promise<string> {
  if (userId) {
    const [existing] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
    if (existing) return existing.id;
  }
  return createPlayer(db, { userId });
}
