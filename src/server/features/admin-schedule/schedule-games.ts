import { asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminScheduleGame } from '../../../shared/api/admin-schedule';
import type { Database, Transaction } from '../../db/client';
import { divisions, fields, gameEvents, games, seasons, teams, users, venues } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type Db = Database | Transaction;

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');
const referee = alias(users, 'referee');

/** Games in the admin shape, in kick-off order: the list, the CSV and every change's answer read through here. */
export async function loadScheduleGames(db: Db, options: { where?: SQL; limit?: number; offset?: number }): Promise<AdminScheduleGame[]> {
  let query = db
    .select({
      id: games.id,
      seasonId: games.seasonId,
      seasonName: seasons.name,
      divisionId: games.divisionId,
      divisionName: divisions.name,
      round: games.round,
      startsAt: games.startsAt,
      status: games.status,
      isLive: games.isLive,
      homeId: homeTeam.id,
      homeName: homeTeam.name,
      awayId: awayTeam.id,
      awayName: awayTeam.name,
      fieldId: fields.id,
      fieldName: fields.name,
      venueName: venues.name,
      refereeId: referee.id,
      refereeName: referee.name,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      forfeitWinnerTeamId: games.forfeitWinnerTeamId,
      sequence: games.sequence,
      hasEvents: exists(db.select({ one: sql`1` }).from(gameEvents).where(eq(gameEvents.gameId, games.id))),
    })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .leftJoin(referee, eq(referee.id, games.refereeUserId))
    .where(options.where)
    .orderBy(asc(games.startsAt), asc(homeTeam.name), asc(games.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  return rows.map((r) => ({
    id: r.id,
    season_id: r.seasonId,
    season_name: r.seasonName,
    division_id: r.divisionId,
    division_name: r.divisionName,
    round: r.round,
    starts_at: r.startsAt.toISOString(),
    status: r.status,
    is_live: r.isLive,
    home_team: { id: r.homeId, name: r.homeName },
    away_team: { id: r.awayId, name: r.awayName },
    field: r.fieldId && r.fieldName ? { id: r.fieldId, name: r.fieldName, venue_name: r.venueName ?? '' } : null,
    referee: r.refereeId ? { id: r.refereeId, name: r.refereeName ?? '' } : null,
    home_score: r.homeScore,
    away_score: r.awayScore,
    forfeit_winner_team_id: r.forfeitWinnerTeamId,
    sequence: r.sequence,
    has_events: Boolean(r.hasEvents),
  }));
}

export async function loadScheduleGame(db: Db, gameId: string): Promise<AdminScheduleGame> {
  const [game] = await loadScheduleGames(db, { where: eq(games.id, gameId) });
  if (!game) throw notFound('That game');
  return game;
}

export async function loadScheduleGamesById(db: Db, ids: string[]): Promise<AdminScheduleGame[]> {
  return ids.length === 0 ? [] : loadScheduleGames(db, { where: inArray(games.id, ids) });
}

export type GameRow = typeof games.$inferSelect;

/** The game's row, locked until the transaction ends (after the season's lock: always in that order). */
export async function lockGame(tx: Transaction, gameId: string): Promise<GameRow> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!row) throw notFound('That game');
  return row;
}

/** The game's season, read without a lock: the season lock comes first, then the game's. */
export async function seasonOfGame(db: Db, gameId: string): Promise<string> {
  const [row] = await db.select({ seasonId: games.seasonId }).from(games).where(eq(games.id, gameId));
  if (!row) throw notFound('That game');
  return row.seasonId;
}
