import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameSummary, LiveCheck } from '../../../shared/api/games';
import type { Database, Transaction } from '../../db/client';
import { divisions, fields, games, teams, venues } from '../../db/schema/index';

/** The spec's live check: the id of one game flagged live, if any. */
export async function checkLiveGame(db: Database): Promise<LiveCheck> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.isLive, true)).limit(1);
  return { live_game_id: row?.id ?? null };
}

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/** Games with their teams, division and venue, in the public shape. */
export async function listGameSummaries(
  db: Database | Transaction,
  options: { where?: SQL; order: 'soonest' | 'latest'; limit: number; offset?: number },
): Promise<GameSummary[]> {
  const rows = await db
    .select({
      id: games.id,
      startsAt: games.startsAt,
      status: games.status,
      isLive: games.isLive,
      round: games.round,
      divisionName: divisions.name,
      venueName: venues.name,
      fieldName: fields.name,
      homeTeamId: homeTeam.id,
      homeTeamName: homeTeam.name,
      awayTeamId: awayTeam.id,
      awayTeamName: awayTeam.name,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(options.where)
    // The id last: pages of a list (the public schedule) must not share or skip a game.
    .orderBy(options.order === 'soonest' ? asc(games.startsAt) : desc(games.startsAt), asc(homeTeam.name), asc(games.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({
    id: r.id,
    starts_at: r.startsAt.toISOString(),
    status: r.status,
    is_live: r.isLive,
    round: r.round,
    division_name: r.divisionName,
    venue_name: r.venueName,
    field: r.fieldName,
    home_team: { id: r.homeTeamId, name: r.homeTeamName },
    away_team: { id: r.awayTeamId, name: r.awayTeamName },
    home_score: r.homeScore,
    away_score: r.awayScore,
  }));
}
