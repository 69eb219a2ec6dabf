import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DivisionTable, StandingsRow } from '../../../shared/api/rankings';
import type { NamedOption } from '../../../shared/api/page';
import type { PublicationKind } from '../../../shared/standings';
import type { Database, Transaction } from '../../db/client';
import { standingsPublications } from '../../db/schema/index';
import { loadSeasonDivisions, readLiveTables, type LiveTable, type SeasonDivision } from './standings-cache';

/**
 * Published snapshots and archived final tables (decision 041), and the one rule that says
 * which table the public sees for a division.
 */

type Db = Database | Transaction;

export interface Publication {
  divisionId: string;
  kind: PublicationKind;
  rows: StandingsRow[];
  publishedAt: Date;
}

/** The newest `published` snapshot and the `final` table of each division of the season (one query). */
export async function newestPublications(db: Db, seasonId: string): Promise<{ published: Map<string, Publication>; final: Map<string, Publication> }> {
  const rows = await db
    .selectDistinctOn([standingsPublications.divisionId, standingsPublications.kind], {
      divisionId: standingsPublications.divisionId,
      kind: standingsPublications.kind,
      rows: standingsPublications.rows,
      publishedAt: standingsPublications.publishedAt,
    })
    .from(standingsPublications)
    .where(eq(standingsPublications.seasonId, seasonId))
    .orderBy(standingsPublications.divisionId, standingsPublications.kind, desc(standingsPublications.publishedAt), desc(standingsPublications.id));
  const published = new Map<string, Publication>();
  const final = new Map<string, Publication>();
  for (const row of rows) {
    const publication: Publication = row;
    (row.kind === 'final' ? final : published).set(row.divisionId, publication);
  }
  return { published, final };
}

/**
 * The same table, row for row. Compared as values, not as JSON text: rows read back from jsonb
 * have their keys in another order than rows just computed.
 */
export const sameTableRows = (a: readonly StandingsRow[], b: readonly StandingsRow[] | undefined): boolean => b !== undefined && isDeepStrictEqual(a, b);

export const liveDivisionTable = (live: LiveTable): DivisionTable => ({
  division_id: live.divisionId,
  division_name: live.divisionName,
  rows: live.rows,
  source: 'live',
  as_of: live.computedAt.toISOString(),
  newer_results: false,
});

const publishedDivisionTable = (division: SeasonDivision, publication: Publication, live?: LiveTable): DivisionTable => ({
  division_id: division.id,
  division_name: division.name,
  rows: publication.rows,
  source: publication.kind,
  as_of: publication.publishedAt.toISOString(),
  newer_results: publication.kind === 'published' && live !== undefined && !sameTableRows(live.rows, publication.rows),
});

export interface PublicTables {
  /** The divisions with teams in the season, by name. */
  divisions: SeasonDivision[];
  /** Division name order; only divisions with a table the public may see. */
  tables: DivisionTable[];
  unpublished: NamedOption[];
}

/**
 * What the public sees of each division (decision 041): the archived final table once there
 * is one; else the live table when the league auto-publishes; else the newest published
 * snapshot; else nothing yet (`unpublished`). Reads stored tables only, except that
 * `flagNewerResults` compares a published snapshot with the live table (brought up to date
 * if a result came in) to say the public table is behind (issue 20, decision 060); the home
 * page's snippet does without.
 */
export async function readPublicTables(db: Db, seasonId: string, autoPublish: boolean, options: { flagNewerResults?: boolean } = {}): Promise<PublicTables> {
  const [divisions, publications] = await Promise.all([loadSeasonDivisions(db, seasonId), newestPublications(db, seasonId)]);
  const showsPublished = divisions.some((d) => !publications.final.has(d.id) && publications.published.has(d.id));
  const needsLive = divisions.some((d) => !publications.final.has(d.id)) && (autoPublish || (options.flagNewerResults === true && showsPublished));
  const live = needsLive ? new Map((await readLiveTables(db, seasonId, divisions)).map((t) => [t.divisionId, t])) : new Map<string, LiveTable>();
  const tables: DivisionTable[] = [];
  const unpublished: NamedOption[] = [];
  for (const division of divisions) {
    const final = publications.final.get(division.id);
    const liveTable = live.get(division.id);
    const published = publications.published.get(division.id);
    if (final) tables.push(publishedDivisionTable(division, final));
    else if (autoPublish && liveTable) tables.push(liveDivisionTable(liveTable));
    else if (published) tables.push(publishedDivisionTable(division, published, liveTable));
    else unpublished.push({ id: division.id, name: division.name });
  }
  return { divisions, tables, unpublished };
}

/**
 * Archives the season's live tables as its final tables, in the caller's transaction. A
 * division already archived keeps its table (the partial unique index settles two at once);
 * returns the divisions archived now.
 */
export async function archiveFinalTables(tx: Db, seasonId: string, userId: string | null): Promise<Publication[]> {
  const live = await readLiveTables(tx, seasonId);
  if (live.length === 0) return [];
  const stored = await tx
    .insert(standingsPublications)
    .values(live.map((t) => ({ seasonId, divisionId: t.divisionId, kind: 'final' as const, rows: t.rows, publishedByUserId: userId })))
    .onConflictDoNothing({ target: [standingsPublications.seasonId, standingsPublications.divisionId], where: sql`kind = 'final'` })
    .returning({ divisionId: standingsPublications.divisionId, rows: standingsPublications.rows, publishedAt: standingsPublications.publishedAt });
  return stored.map((s) => ({ divisionId: s.divisionId, kind: 'final', rows: s.rows, publishedAt: s.publishedAt }));
}

/** When the season's tables were archived (the first final table); null when they were not. */
export async function archivedAt(db: Db, seasonId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${standingsPublications.publishedAt})`.mapWith((v) => (v ? new Date(v as string) : null)) })
    .from(standingsPublications)
    .where(and(eq(standingsPublications.seasonId, seasonId), eq(standingsPublications.kind, 'final')));
  return row?.at ?? null;
}
