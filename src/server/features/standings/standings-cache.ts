import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StandingsRow } from '../../../shared/api/rankings';
import { RESULT_GAME_STATUSES } from '../../../shared/games';
import type { Database, Transaction } from '../../db/client';
import { divisionStandings, divisions, gameEvents, games, standingsAdjustments, teams } from '../../db/schema/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { computeStandings, isStandingsCardType, STANDINGS_CARD_TYPES, type StandingsGame, type StandingsTeam } from './compute-standings';

/**
 * The stored live tables (decision 041). A writer that changes a counted result, its cards or
 * an adjustment calls markStandingsStale in its own transaction; a reader recomputes only the
 * divisions whose stored table is behind and keeps a table only if nothing was written
 * meanwhile (`WHERE version = v`), so a table computed from an old snapshot never stays current.
 */

type Db = Database | Transaction;

/** Raises the division's table version (a row is made on the first change). Call after the game row locks, before publishRealtime. */
export async function markStandingsStale(tx: Db, seasonId: string, divisionId: string): Promise<void> {
  await tx
    .insert(divisionStandings)
    .values({ seasonId, divisionId, version: 2 })
    .onConflictDoUpdate({ target: [divisionStandings.seasonId, divisionStandings.divisionId], set: { version: sql`${divisionStandings.version} + 1` } });
}

/** Every stored table is behind: the league's points or forfeit score changed. */
export async function markAllStandingsStale(tx: Db): Promise<void> {
  await tx.update(divisionStandings).set({ version: sql`${divisionStandings.version} + 1` });
}

export interface SeasonDivision {
  id: string;
  name: string;
  /** The division's teams of the season, by name. */
  teams: StandingsTeam[];
}

/** The divisions with teams in the season, by name, each with its teams. */
export async function loadSeasonDivisions(db: Db, seasonId: string): Promise<SeasonDivision[]> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, divisionId: divisions.id, divisionName: divisions.name })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.seasonId, seasonId))
    .orderBy(asc(divisions.name), asc(divisions.id), asc(teams.name), asc(teams.id));
  const byId = new Map<string, SeasonDivision>();
  for (const row of rows) {
    const division = byId.get(row.divisionId) ?? { id: row.divisionId, name: row.divisionName, teams: [] };
    division.teams.push({ id: row.id, name: row.name });
    byId.set(row.divisionId, division);
  }
  return [...byId.values()];
}

export interface LiveTable {
  divisionId: string;
  divisionName: string;
  rows: StandingsRow[];
  computedAt: Date;
}

/**
 * A stored table still describes the division's teams: same teams, same names. Teams are
 * added, renamed or moved by the teams admin, which does not mark tables; this check makes
 * those changes show without a hook in every team writer.
 */
function fitsTeams(rows: StandingsRow[], division: SeasonDivision): boolean {
  if (rows.length !== division.teams.length) return false;
  const names = new Map(division.teams.map((t) => [t.id, t.name]));
  return rows.every((r) => names.get(r.team_id) === r.team_name);
}

/**
 * The live table of each division of the season (division name order), from the stored
 * tables; only those behind are computed, in one pass for all of them.
 */
export async function readLiveTables(db: Db, seasonId: string, known?: SeasonDivision[]): Promise<LiveTable[]> {
  const [seasonDivisions, stored] = await Promise.all([
    known ?? loadSeasonDivisions(db, seasonId),
    db
      .select({
        divisionId: divisionStandings.divisionId,
        version: divisionStandings.version,
        computedVersion: divisionStandings.computedVersion,
        rows: divisionStandings.rows,
        computedAt: divisionStandings.computedAt,
      })
      .from(divisionStandings)
      .where(eq(divisionStandings.seasonId, seasonId)),
  ]);
  const storedBy = new Map(stored.map((s) => [s.divisionId, s]));
  const fresh = new Map<string, LiveTable>();
  const behind: SeasonDivision[] = [];
  for (const division of seasonDivisions) {
    const s = storedBy.get(division.id);
    const rows = s?.rows;
    if (s && rows && s.computedAt && s.computedVersion === s.version && fitsTeams(rows, division)) {
      fresh.set(division.id, { divisionId: division.id, divisionName: division.name, rows, computedAt: s.computedAt });
    } else behind.push(division);
  }
  if (behind.length > 0) for (const table of await recomputeTables(db, seasonId, behind)) fresh.set(table.divisionId, table);
  return seasonDivisions.flatMap((d) => fresh.get(d.id) ?? []);
}

/**
 * Reads each division's version first, then its results, then stores the table only where the
 * version is unchanged: a result committed in between raised it, and the next reader recomputes.
 */
async function recomputeTables(db: Db, seasonId: string, behind: SeasonDivision[]): Promise<LiveTable[]> {
  const divisionIds = behind.map((d) => d.id);
  await db
    .insert(divisionStandings)
    .values(divisionIds.map((divisionId) => ({ seasonId, divisionId })))
    .onConflictDoNothing();
  const versions = await db
    .select({ divisionId: divisionStandings.divisionId, version: divisionStandings.version })
    .from(divisionStandings)
    .where(and(eq(divisionStandings.seasonId, seasonId), inArray(divisionStandings.divisionId, divisionIds)));
  const inputs = await loadStandingsInputs(db, seasonId, divisionIds);
  const computedAt = new Date();
  const tables: LiveTable[] = [];
  for (const division of behind) {
    const rows = computeStandings(division.teams, inputs.games.get(division.id) ?? [], inputs.rules, {
      cards: inputs.cards.get(division.id) ?? [],
      adjustments: inputs.adjustments.get(division.id) ?? [],
    });
    const version = versions.find((v) => v.divisionId === division.id)?.version;
    if (version !== undefined) {
      await db
        .update(divisionStandings)
        .set({ rows, computedVersion: version, computedAt })
        .where(and(eq(divisionStandings.seasonId, seasonId), eq(divisionStandings.divisionId, division.id), eq(divisionStandings.version, version)));
    }
    tables.push({ divisionId: division.id, divisionName: division.name, rows, computedAt });
  }
  return tables;
}

const groupBy = <T extends { divisionId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.divisionId, [...(map.get(row.divisionId) ?? []), row]);
  return map;
};

/** What a table is computed from: counted games, their cards (not deleted), adjustments, and the league's points. */
export async function loadStandingsInputs(db: Db, seasonId: string, divisionIds: string[]) {
  const ofDivisions = and(eq(games.seasonId, seasonId), inArray(games.divisionId, divisionIds), inArray(games.status, [...RESULT_GAME_STATUSES]));
  const [gameRows, cardRows, adjustmentRows, rules] = await Promise.all([
    db
      .select({
        id: games.id,
        divisionId: games.divisionId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
        status: games.status,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        startsAt: games.startsAt,
      })
      .from(games)
      .where(ofDivisions),
    db
      .select({ gameId: gameEvents.gameId, divisionId: games.divisionId, teamId: gameEvents.teamId, type: gameEvents.type })
      .from(gameEvents)
      .innerJoin(games, eq(games.id, gameEvents.gameId))
      .where(and(ofDivisions, inArray(gameEvents.type, STANDINGS_CARD_TYPES), isNull(gameEvents.deletedAt))),
    db
      .select({ divisionId: standingsAdjustments.divisionId, teamId: standingsAdjustments.teamId, points: standingsAdjustments.points })
      .from(standingsAdjustments)
      .where(and(eq(standingsAdjustments.seasonId, seasonId), inArray(standingsAdjustments.divisionId, divisionIds))),
    readLeagueSettings(db),
  ]);
  const cards = cardRows.flatMap(({ divisionId, gameId, teamId, type }) => (teamId && isStandingsCardType(type) ? [{ divisionId, gameId, teamId, type }] : []));
  return {
    games: groupBy<StandingsGame & { divisionId: string }>(gameRows),
    cards: groupBy(cards),
    adjustments: groupBy(adjustmentRows),
    rules,
  };
}
