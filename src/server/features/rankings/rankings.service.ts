import type { EnhancedRankings, PublicRankings } from '../../../shared/api/rankings';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { readPublicTables, type SeasonDivision } from '../standings/index';
import type { RankingsQuery } from './queries';
import type { TrendsCache } from './trends-cache';

/**
 * The public rankings pages (product.md "Rankings and stats"; decision 041). A season or
 * division id that names nothing is a 404, as on the schedule; a season without teams answers
 * empty lists.
 */

async function seasonAndTables(db: Database, query: RankingsQuery) {
  const [seasons, settings] = await Promise.all([listSeasonChoices(db), readLeagueSettings(db)]);
  const season = chosenSeason(seasons, query.season_id);
  const publicTables = season ? await readPublicTables(db, season.id, settings.autoPublishStandings, { flagNewerResults: true }) : null;
  const divisions = publicTables?.divisions ?? [];
  if (query.division_id && !divisions.some((d) => d.id === query.division_id)) throw notFound('That division');
  return { seasons, season, settings, divisions, tables: publicTables?.tables ?? [], unpublished: publicTables?.unpublished ?? [] };
}

const option = (d: SeasonDivision) => ({ id: d.id, name: d.name });

/** GET /api/rankings: each division's table as the public sees it. */
export async function getPublicRankings(db: Database, query: RankingsQuery): Promise<PublicRankings> {
  const { seasons, season, divisions, tables, unpublished } = await seasonAndTables(db, query);
  const asked = (id: string) => !query.division_id || id === query.division_id;
  return {
    seasons,
    season,
    divisions: divisions.map(option),
    tables: tables.filter((t) => asked(t.division_id)),
    unpublished: unpublished.filter((d) => asked(d.id)),
  };
}

/** GET /api/rankings/enhanced: one division's table (same rules) and its trends from the results, kept ready (trends-cache.ts). */
export async function getEnhancedRankings(db: Database, query: RankingsQuery, trendsOf: TrendsCache): Promise<EnhancedRankings> {
  const { seasons, season, settings, divisions, tables } = await seasonAndTables(db, query);
  const division = (query.division_id ? divisions.find((d) => d.id === query.division_id) : divisions[0]) ?? null;
  if (!season || !division) {
    return { seasons, season, divisions: divisions.map(option), division: null, table: null, teams: [], head_to_head: [], points_over_time: [] };
  }
  const trends = await trendsOf(db, season.id, division, settings.timeZone);
  return {
    seasons,
    season,
    divisions: divisions.map(option),
    division: option(division),
    table: tables.find((t) => t.division_id === division.id) ?? null,
    ...trends,
  };
}
