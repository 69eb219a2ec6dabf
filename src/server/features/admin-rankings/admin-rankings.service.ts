import { and, desc, eq } from 'drizzle-orm';
import type { AdminRankings, PublishRankingsResult, StandingsAdjustment, StandingsChange, StandingsRow } from '../../../shared/api/rankings';
import { type CreateStandingsAdjustmentInput, type PublishRankingsInput, RANKINGS_MESSAGES } from '../../../shared/schemas/rankings';
import type { Database, Transaction } from '../../db/client';
import { seasons, standingsAdjustments, standingsPublications, teams, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { readLeagueSettings } from '../../core/settings/league-settings';
import {
  liveDivisionTable,
  loadSeasonDivisions,
  markStandingsStale,
  newestPublications,
  readLiveTables,
  sameTableRows,
  type Publication,
} from '../standings/index';

/**
 * /admin/rankings and /admin/publish-rankings (product.md "Rankings and stats"; decision 041):
 * the live tables with what changed since the last publication, point adjustments with a
 * reason, and publishing snapshots the public page shows.
 */

/** Rows whose place or points differ from the publication (every row when there is none). */
export function changesSince(live: StandingsRow[], published: StandingsRow[] | undefined): StandingsChange[] {
  const before = new Map((published ?? []).map((r) => [r.team_id, r]));
  return live.flatMap((row) => {
    const old = before.get(row.team_id);
    if (old && old.position === row.position && old.points === row.points) return [];
    return [
      {
        team_id: row.team_id,
        team_name: row.team_name,
        position_before: old?.position ?? null,
        position_now: row.position,
        points_before: old?.points ?? null,
        points_now: row.points,
      },
    ];
  });
}

const newer = (a: Publication | undefined, b: Publication | undefined) => (!a ? b : !b ? a : a.publishedAt >= b.publishedAt ? a : b);

export async function getAdminRankings({ db, actor, seasonId }: { db: Database; actor: Actor | null; seasonId: string | undefined }): Promise<AdminRankings> {
  requireActor(actor);
  const [allSeasons, settings] = await Promise.all([listSeasonChoices(db), readLeagueSettings(db)]);
  const season = chosenSeason(allSeasons, seasonId);
  if (!season) return { seasons: allSeasons, season: null, auto_publish: settings.autoPublishStandings, divisions: [], adjustments: [] };
  const [live, publications, adjustments] = await Promise.all([
    readLiveTables(db, season.id),
    newestPublications(db, season.id),
    listAdjustments(db, season.id),
  ]);
  return {
    seasons: allSeasons,
    season,
    auto_publish: settings.autoPublishStandings,
    divisions: live.map((table) => {
      const last = newer(publications.published.get(table.divisionId), publications.final.get(table.divisionId));
      return { live: liveDivisionTable(table), published_at: last?.publishedAt.toISOString() ?? null, changes: changesSince(table.rows, last?.rows) };
    }),
    adjustments,
  };
}

async function listAdjustments(db: Database | Transaction, seasonId: string, id?: string): Promise<StandingsAdjustment[]> {
  const rows = await db
    .select({
      id: standingsAdjustments.id,
      divisionId: standingsAdjustments.divisionId,
      teamId: standingsAdjustments.teamId,
      teamName: teams.name,
      points: standingsAdjustments.points,
      reason: standingsAdjustments.reason,
      createdByName: users.name,
      createdAt: standingsAdjustments.createdAt,
    })
    .from(standingsAdjustments)
    .innerJoin(teams, eq(teams.id, standingsAdjustments.teamId))
    .leftJoin(users, eq(users.id, standingsAdjustments.createdByUserId))
    .where(and(eq(standingsAdjustments.seasonId, seasonId), id ? eq(standingsAdjustments.id, id) : undefined))
    .orderBy(desc(standingsAdjustments.createdAt), desc(standingsAdjustments.id));
  return rows.map((r) => ({
    id: r.id,
    division_id: r.divisionId,
    team_id: r.teamId,
    team_name: r.teamName,
    points: r.points,
    reason: r.reason,
    created_by_name: r.createdByName,
    created_at: r.createdAt.toISOString(),
  }));
}

/** POST /api/admin/rankings/adjustments: the team's season and division take the points; the table is behind until read. */
export async function createStandingsAdjustment({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor | null;
  input: CreateStandingsAdjustmentInput;
}): Promise<StandingsAdjustment> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [team] = await tx.select({ seasonId: teams.seasonId, divisionId: teams.divisionId }).from(teams).where(eq(teams.id, input.team_id));
    if (!team) throw invalidField('team_id', RANKINGS_MESSAGES.team);
    const [row] = await tx
      .insert(standingsAdjustments)
      .values({
        seasonId: team.seasonId,
        divisionId: team.divisionId,
        teamId: input.team_id,
        points: input.points,
        reason: input.reason,
        createdByUserId: admin.userId,
      })
      .returning();
    if (!row) throw new Error('adjustment was not stored');
    await markStandingsStale(tx, team.seasonId, team.divisionId);
    await recordAudit(tx, { actor: admin, action: 'standings.adjusted', entityType: 'team', entityId: input.team_id, before: null, after: row });
    const [answer] = await listAdjustments(tx, team.seasonId, row.id);
    if (!answer) throw new Error('adjustment was not found after storing it');
    return answer;
  });
}

/**
 * POST /api/admin/rankings/publish: a snapshot of each live table asked for. A table equal to
 * its newest snapshot is not published again (listed as `unchanged`), so "published at" keeps
 * saying when the public table last changed.
 */
export async function publishRankings({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor | null;
  input: PublishRankingsInput;
}): Promise<PublishRankingsResult> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.season_id));
    if (!season) throw invalidField('season_id', RANKINGS_MESSAGES.season);
    const divisions = await loadSeasonDivisions(tx, season.id);
    const asked = input.division_ids ? new Set(input.division_ids) : new Set(divisions.map((d) => d.id));
    if ([...asked].some((id) => !divisions.some((d) => d.id === id))) throw invalidField('division_ids', RANKINGS_MESSAGES.divisions);
    const [live, publications] = await Promise.all([readLiveTables(tx, season.id, divisions), newestPublications(tx, season.id)]);
    const chosen = live.filter((t) => asked.has(t.divisionId));
    const changed = chosen.filter((t) => !sameTableRows(t.rows, publications.published.get(t.divisionId)?.rows));
    const stored =
      changed.length === 0
        ? []
        : await tx
            .insert(standingsPublications)
            .values(
              changed.map((t) => ({
                seasonId: season.id,
                divisionId: t.divisionId,
                kind: 'published' as const,
                rows: t.rows,
                publishedByUserId: admin.userId,
              })),
            )
            .returning({ divisionId: standingsPublications.divisionId, publishedAt: standingsPublications.publishedAt });
    const result: PublishRankingsResult = {
      published: stored.map((s) => ({ division_id: s.divisionId, published_at: s.publishedAt.toISOString() })),
      unchanged: chosen.filter((t) => !changed.includes(t)).map((t) => t.divisionId),
    };
    if (stored.length > 0) {
      await recordAudit(tx, { actor: admin, action: 'standings.published', entityType: 'season', entityId: season.id, before: null, after: result });
    }
    return result;
  });
}
