import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { divisions, players, registrationPeriods, registrations, seasons, teamRosters, teams, waiverSignatures, waivers } from '../schema/index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Registrations of the roster's players that still owe the fee: about one in 29. */
const UNPAID_EVERY = 29;
const UNPAID_OFFSET = 11;
/** Players who dropped out after registering (their roster place is kept for the demo). */
const CANCELLED_POSITIONS: readonly number[] = [40, 200];
/** Registered players who have not signed the active waiver: about one in 53. */
const UNSIGNED_EVERY = 53;
const UNSIGNED_OFFSET = 19;

type NewRegistration = typeof registrations.$inferInsert;
type NewSignature = typeof waiverSignatures.$inferInsert;

/**
 * A registration for every player on a roster of the active season (most paid, by card or
 * cash; a few unpaid; two cancelled), and their signatures of the active waiver, a handful
 * missing, so the admin dashboard has figures to show. Deterministic: who gets what follows
 * the roster order (division, team and jersey number), never a random draw; only the ids differ.
 * Players linked to an account (the demo captain and player) are always paid and signed.
 */
export async function seedDemoRegistrations(tx: Transaction, { seasonId, waiverId }: { seasonId: string; waiverId: string | null }): Promise<void> {
  const rows = await tx
    .select({
      playerId: players.id,
      userId: players.userId,
      firstName: players.firstName,
      lastName: players.lastName,
      divisionId: teamRosters.divisionId,
      periodId: registrationPeriods.id,
      feeCents: registrationPeriods.feeCents,
      opensAt: registrationPeriods.opensAt,
      closesAt: registrationPeriods.closesAt,
      seasonStart: seasons.startDate,
    })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(divisions, eq(divisions.id, teamRosters.divisionId))
    .innerJoin(seasons, eq(seasons.id, teamRosters.seasonId))
    .leftJoin(registrationPeriods, and(eq(registrationPeriods.seasonId, teamRosters.seasonId), eq(registrationPeriods.divisionId, teamRosters.divisionId)))
    .where(eq(teamRosters.seasonId, seasonId))
    .orderBy(asc(divisions.name), asc(teams.name), asc(teamRosters.jerseyNumber), asc(players.lastName), asc(players.firstName));

  const activeWaiverId = waiverId ?? (await tx.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true)))[0]?.id ?? null;
  const newRegistrations: NewRegistration[] = [];
  const signatures: NewSignature[] = [];
  rows.forEach((row, position) => {
    const account = row.userId !== null;
    const status = account
      ? 'paid'
      : CANCELLED_POSITIONS.includes(position)
        ? 'cancelled'
        : position % UNPAID_EVERY === UNPAID_OFFSET
          ? 'pending_payment'
          : 'paid';
    // Spread over the registration window (63 days): a few weeks of sign-ups, not one instant.
    const opensAt = row.opensAt?.getTime() ?? Date.parse(`${row.seasonStart}T12:00:00Z`) - 70 * DAY_MS;
    const latest = (row.closesAt?.getTime() ?? opensAt + 60 * DAY_MS) - HOUR_MS;
    const createdAt = new Date(Math.min(latest, opensAt + ((position * 37) % 60) * DAY_MS + (position % 12) * HOUR_MS));
    const method = position % 5 === 0 ? 'cash' : 'stripe';
    const unsigned = !account && position % UNSIGNED_EVERY === UNSIGNED_OFFSET;
    const signed = activeWaiverId !== null && status !== 'cancelled' && !unsigned;
    const paid = status === 'paid';
    const fee = row.feeCents ?? 0;
    newRegistrations.push({
      playerId: row.playerId,
      userId: row.userId,
      seasonId,
      divisionId: row.divisionId,
      registrationPeriodId: row.periodId,
      status,
      feeCents: fee,
      amountPaidCents: paid ? fee : 0,
      paymentMethod: paid ? method : null,
      // Card payments go through at once; cash is handed over at the next session.
      paidAt: paid ? new Date(createdAt.getTime() + (method === 'cash' ? 2 * DAY_MS : 10 * 60_000)) : null,
      waiverId: signed ? activeWaiverId : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (signed) {
      signatures.push({ waiverId: activeWaiverId, playerId: row.playerId, signedName: `${row.firstName} ${row.lastName}`, signedAt: createdAt });
    }
  });

  for (let i = 0; i < newRegistrations.length; i += 1000) await tx.insert(registrations).values(newRegistrations.slice(i, i + 1000));
  // A player on two rosters of the season (none today) signs once.
  for (let i = 0; i < signatures.length; i += 1000)
    await tx
      .insert(waiverSignatures)
      .values(signatures.slice(i, i + 1000))
      .onConflictDoNothing();
}
