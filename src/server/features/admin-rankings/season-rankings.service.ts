import { eq } from 'drizzle-orm';
import type { DivisionTable, SeasonRankings, SeasonTables } from '../../../shared/api/rankings';
import type { SeasonChoice } from '../../../shared/api/league-directory';
import type { Database, Transaction } from '../../db/client';
import { seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { listQuerySchema, type PageRequest, pageWindow } from '../../http/list-query';
import { SEASON_RANKINGS_PAGE_SIZE_DEFAULT, SEASON_RANKINGS_PAGE_SIZE_MAX } from '../../../shared/standings';
import { recordAudit } from '../../core/audit/audit.service';
import { listSeasonChoices } from '../../core/seasons/seasons';
import { archiveFinalTables, liveDivisionTable, loadSeasonDivisions, newestPublications, readLiveTables } from '../standings/index';

/**
 * /admin/season-rankings (decision 041): each season's final tables, archived when the season
 * is completed (seasons.service archives on completion; this archives a season completed
 * before archiving existed). An archived table never changes afterwards.
 */

export const SEASON_RANKINGS_ERRORS = {
  notCompleted: 'Only a completed season can be archived: set the season to completed first.',
  alreadyArchived: "This season's tables are already archived.",
  noTeams: 'This season has no teams, so there is no table to archive.',
} as const;

async function seasonTables(db: Database | Transaction, season: SeasonChoice): Promise<SeasonTables> {
  const [divisions, { final }] = await Promise.all([loadSeasonDivisions(db, season.id), newestPublications(db, season.id)]);
  const needsLive = divisions.some((d) => !final.has(d.id));
  const live = needsLive ? new Map((await readLiveTables(db, season.id, divisions)).map((t) => [t.divisionId, t])) : new Map();
  const tables = divisions.flatMap((division): DivisionTable[] => {
    const archived = final.get(division.id);
    if (archived) {
      return [
        {
          division_id: division.id,
          division_name: division.name,
          rows: archived.rows,
          source: 'final',
          as_of: archived.publishedAt.toISOString(),
          newer_results: false,
        },
      ];
    }
    const table = live.get(division.id);
    return table ? [liveDivisionTable(table)] : [];
  });
  const archivedTimes = [...final.values()].map((p) => p.publishedAt.getTime());
  return { season, archived_at: archivedTimes.length > 0 ? new Date(Math.min(...archivedTimes)).toISOString() : null, tables };
}

export const seasonRankingsQuerySchema = listQuerySchema(
  {},
  { pageSizeDefault: SEASON_RANKINGS_PAGE_SIZE_DEFAULT, pageSizeMax: SEASON_RANKINGS_PAGE_SIZE_MAX },
);

/** One page of seasons, newest first; only that page's tables are computed. */
export async function listSeasonRankings({ db, actor, query }: { db: Database; actor: Actor | null; query: PageRequest }): Promise<SeasonRankings> {
  requireActor(actor);
  // The choices are a few short rows per season; the tables are the cost, so they are paged.
  const all = await listSeasonChoices(db);
  const { limit, offset } = pageWindow(query);
  const items: SeasonTables[] = [];
  for (const season of all.slice(offset, offset + limit)) items.push(await seasonTables(db, season));
  return { items, total: all.length, page: query.page, page_size: query.page_size };
}

/**
 * POST /api/admin/season-rankings/{seasonId}/archive. Two at once: the partial unique index on
 * final tables lets one store them; the other stores nothing and answers 409.
 */
export async function archiveSeasonRankings({ db, actor, seasonId }: { db: Database; actor: Actor | null; seasonId: string }): Promise<SeasonTables> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    // Shared: two archives may run at once, but the season's status cannot change under them.
    const [season] = await tx.select({ id: seasons.id, name: seasons.name, status: seasons.status }).from(seasons).where(eq(seasons.id, seasonId)).for('share');
    if (!season) throw notFound('That season');
    if (season.status !== 'completed') throw conflict(SEASON_RANKINGS_ERRORS.notCompleted);
    if ((await loadSeasonDivisions(tx, season.id)).length === 0) throw conflict(SEASON_RANKINGS_ERRORS.noTeams);
    const archived = await archiveFinalTables(tx, season.id, admin.userId);
    if (archived.length === 0) throw conflict(SEASON_RANKINGS_ERRORS.alreadyArchived);
    await recordAudit(tx, {
      actor: admin,
      action: 'standings.archived',
      entityType: 'season',
      entityId: season.id,
      before: null,
      after: { divisions: archived.map((a) => a.divisionId) },
    });
    return seasonTables(tx, season);
  });
}
