import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckInFlag } from '../../../shared/check-in';
import type { Transaction } from '../client';
import { gameCheckIns, games, registrations, teamRosters, waivers, waiverSignatures } from '../schema/index';

/**
 * The demo referee's live game (issue 24, decision 083): most of both rosters checked in before
 * kick-off, some by their pass and some with a tap, a flagged one let in with a reason, and two
 * still to arrive, so /admin/check-in shows a real game day.
 */
export async function seedDemoCheckIns(tx: Transaction, { refereeUserId }: { refereeUserId: string }): Promise<void> {
  const [game] = await tx
    .select()
    .from(games)
    .where(and(eq(games.isLive, true), eq(games.refereeUserId, refereeUserId)))
    .orderBy(asc(games.startsAt))
    .limit(1);
  if (!game) return;
  const roster = await tx
    .select({ playerId: teamRosters.playerId, teamId: teamRosters.teamId })
    .from(teamRosters)
    .where(inArray(teamRosters.teamId, [game.homeTeamId, game.awayTeamId]))
    .orderBy(asc(teamRosters.teamId), sql`${teamRosters.jerseyNumber} asc nulls last`);
  const ids = roster.map((r) => r.playerId);
  if (ids.length === 0) return;
  const paid = new Set(
    (
      await tx
        .selectDistinct({ id: registrations.playerId })
        .from(registrations)
        .where(and(inArray(registrations.playerId, ids), eq(registrations.seasonId, game.seasonId), inArray(registrations.status, ['paid', 'confirmed'])))
    ).map((r) => r.id),
  );
  const [active] = await tx.select({ id: waivers.id }).from(waivers).where(eq(waivers.isActive, true));
  const signed = new Set(
    active
      ? (
          await tx
            .select({ id: waiverSignatures.playerId })
            .from(waiverSignatures)
            .where(and(eq(waiverSignatures.waiverId, active.id), inArray(waiverSignatures.playerId, ids)))
        ).map((r) => r.id)
      : ids,
  );
  // Each team's last player has not arrived yet.
  const arrived = roster.filter((r, i) => roster[i + 1]?.teamId === r.teamId);
  const rows = arrived.map((r, i) => {
    const flags: CheckInFlag[] = [];
    if (!paid.has(r.playerId)) flags.push('unpaid');
    if (!signed.has(r.playerId)) flags.push('no_waiver');
    return {
      gameId: game.id,
      playerId: r.playerId,
      teamId: r.teamId,
      clientKey: `demo-check-in-${i}`,
      method: i % 3 === 0 ? ('tap' as const) : ('pass' as const),
      flags,
      reason: flags.length > 0 ? 'Paying at the field tonight; the captain vouched.' : null,
      scannedAt: new Date(game.startsAt.getTime() - (25 - i) * 60_000),
      checkedInByUserId: refereeUserId,
    };
  });
  if (rows.length > 0) await tx.insert(gameCheckIns).values(rows).onConflictDoNothing();
}
