import type { Transaction } from '../client';
import { standingsAdjustments, standingsPublications, type teams } from '../schema/index';
import { archiveFinalTables, readLiveTables } from '../../features/standings/index';

/**
 * The demo's tables (decision 041): the finished season's final tables archived, and the
 * season in progress published as of the seed, with one point deduction an admin gave, so
 * /rankings, the home page and the admin's rankings pages all have something to show.
 */
export async function seedDemoStandings(
  tx: Transaction,
  plan: { seasons: { id: string; status?: string }[]; teams: (typeof teams.$inferInsert)[]; adminId: string; now: Date },
): Promise<void> {
  const completed = plan.seasons.find((s) => s.status === 'completed');
  if (completed) await archiveFinalTables(tx, completed.id, plan.adminId);
  const active = plan.seasons.find((s) => s.status === 'active');
  if (!active) return;
  const penalised = plan.teams.find((t) => t.seasonId === active.id);
  if (penalised?.id) {
    await tx.insert(standingsAdjustments).values({
      seasonId: active.id,
      divisionId: penalised.divisionId,
      teamId: penalised.id,
      points: -1,
      reason: 'Fielded an unregistered player in week 2.',
      createdByUserId: plan.adminId,
      createdAt: plan.now,
    });
  }
  const live = await readLiveTables(tx, active.id);
  if (live.length === 0) return;
  await tx.insert(standingsPublications).values(
    live.map((t) => ({
      seasonId: active.id,
      divisionId: t.divisionId,
      kind: 'published' as const,
      rows: t.rows,
      publishedByUserId: plan.adminId,
      publishedAt: plan.now,
    })),
  );
}
