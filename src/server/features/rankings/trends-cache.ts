import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { divisionStandings } from '../../db/schema/index';
import { computeTrends, type DivisionTrends, loadStandingsInputs, type SeasonDivision } from '../standings/index';

/**
 * The enhanced rankings' trends, kept ready per season and division (issue 19): computed from
 * the division's results only when something they stand on changed since the last answer. The
 * stamp is the division's stored-table `version` (every writer of a counted result, card,
 * adjustment or points setting raises it in its transaction, decision 041), the league's time
 * zone (the game days) and the division's teams with their names. The version is read before
 * the results, so a write that lands in between leaves a stamp already behind: the next reader
 * computes again. A division never written to has no version row and is computed each time
 * (it has no results). One per app, so each server's database has its own.
 */
export function createTrendsCache() {
  const ready = new Map<string, { stamp: string; trends: DivisionTrends }>();
  return async function trendsOf(db: Database, seasonId: string, division: SeasonDivision, timeZone: string): Promise<DivisionTrends> {
    const [row] = await db
      .select({ version: divisionStandings.version })
      .from(divisionStandings)
      .where(and(eq(divisionStandings.seasonId, seasonId), eq(divisionStandings.divisionId, division.id)));
    const stamp = row ? [row.version, timeZone, ...division.teams.map((team) => `${team.id}:${team.name}`)].join('\n') : null;
    const key = `${seasonId}/${division.id}`;
    const cached = ready.get(key);
    if (stamp !== null && cached?.stamp === stamp) return cached.trends;
    const inputs = await loadStandingsInputs(db, seasonId, [division.id]);
    const trends = computeTrends(division.teams, inputs.games.get(division.id) ?? [], inputs.rules, timeZone);
    if (stamp !== null) ready.set(key, { stamp, trends });
    return trends;
  };
}

export type TrendsCache = ReturnType<typeof createTrendsCache>;
