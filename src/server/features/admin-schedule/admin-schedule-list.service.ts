import { zonedDayRange } from '../../../shared/zoned-time';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminScheduleOptions, AdminSchedulePage } from '../../../shared/api/admin-schedule';
import { GAME_STATUSES } from '../../../shared/games';
import { SCHEDULE_PAGE_SIZE_DEFAULT, SCHEDULE_PAGE_SIZE_MAX } from '../../../shared/schemas/admin-schedule';
import { isCalendarDate } from '../../../shared/schemas/calendar-date';
import type { Database } from '../../db/client';
import { divisions, fields, games, seasons, teams, userRoles, users, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { type FiltersOf, listQuerySchema, optionalIdParam, optionalParam, pageWindow } from '../../http/list-query';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { loadScheduleGames } from './schedule-games';

const dateParam = (message: string) => optionalParam(z.string().trim().refine(isCalendarDate, message).meta({ format: 'date' }));

export const listScheduleQuerySchema = listQuerySchema(
  {
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    team_id: optionalIdParam('Team must be a team id.'),
    field_id: optionalIdParam('Field must be a field id.'),
    status: optionalParam(z.enum(GAME_STATUSES, 'Status must be scheduled, live, final, postponed, cancelled or forfeit.')),
    from: dateParam('From must be a date (yyyy-mm-dd).'),
    to: dateParam('To must be a date (yyyy-mm-dd).'),
  },
  { pageSizeDefault: SCHEDULE_PAGE_SIZE_DEFAULT, pageSizeMax: SCHEDULE_PAGE_SIZE_MAX },
);
export type ListScheduleQuery = z.infer<typeof listScheduleQuerySchema>;
type ScheduleFilters = FiltersOf<ListScheduleQuery>;

/** The filters as SQL; the dates are whole days on the league's clocks, `to` included. */
function filtersOf(query: ScheduleFilters, timeZone: string): SQL | undefined {
  return and(
    query.season_id ? eq(games.seasonId, query.season_id) : undefined,
    query.division_id ? eq(games.divisionId, query.division_id) : undefined,
    query.team_id ? or(eq(games.homeTeamId, query.team_id), eq(games.awayTeamId, query.team_id)) : undefined,
    query.field_id ? eq(games.fieldId, query.field_id) : undefined,
    query.status ? eq(games.status, query.status) : undefined,
    query.from ? gte(games.startsAt, zonedDayRange(query.from, timeZone).start) : undefined,
    query.to ? lt(games.startsAt, zonedDayRange(query.to, timeZone).end) : undefined,
  );
}

export async function listScheduleGames({ db, actor, query }: { db: Database; actor: Actor | null; query: ListScheduleQuery }): Promise<AdminSchedulePage> {
  requireActor(actor);
  const { timeZone } = await readLeagueSettings(db);
  const where = filtersOf(query, timeZone);
  const [items, [total]] = await Promise.all([loadScheduleGames(db, { where, ...pageWindow(query) }), db.select({ count: count() }).from(games).where(where)]);
  return { items, total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = [
  'id',
  'season',
  'division',
  'round',
  'starts_at',
  'status',
  'home_team',
  'away_team',
  'venue',
  'field',
  'referee',
  'home_score',
  'away_score',
  'forfeit_winner',
] as const;

/** Every game the filters match, in the list's order. */
export async function exportScheduleCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: ScheduleFilters }): Promise<string> {
  requireActor(actor);
  const { timeZone } = await readLeagueSettings(db);
  const items = await loadScheduleGames(db, { where: filtersOf(query, timeZone) });
  return toCsv(
    CSV_HEADER,
    items.map((g) => [
      g.id,
      g.season_name,
      g.division_name,
      g.round,
      g.starts_at,
      g.status,
      g.home_team.name,
      g.away_team.name,
      g.field?.venue_name ?? null,
      g.field?.name ?? null,
      g.referee?.name ?? null,
      g.home_score,
      g.away_score,
      g.forfeit_winner_team_id === null ? null : g.forfeit_winner_team_id === g.home_team.id ? g.home_team.name : g.away_team.name,
    ]),
  );
}

export async function listScheduleOptions({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminScheduleOptions> {
  requireActor(actor);
  const [seasonRows, divisionRows, teamRows, fieldRows, refereeRows, settings] = await Promise.all([
    db
      .select({ id: seasons.id, name: seasons.name, status: seasons.status })
      .from(seasons)
      .orderBy(desc(seasons.startDate), desc(seasons.createdAt), asc(seasons.id)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.name), asc(divisions.id)),
    db.select({ id: teams.id, name: teams.name, season_id: teams.seasonId, division_id: teams.divisionId }).from(teams).orderBy(asc(teams.name), asc(teams.id)),
    db
      .select({ id: fields.id, name: fields.name, venue_name: venues.name })
      .from(fields)
      .innerJoin(venues, eq(venues.id, fields.venueId))
      .orderBy(asc(venues.name), asc(fields.name)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'referee'))))
      .orderBy(asc(users.name), asc(users.id)),
    readLeagueSettings(db),
  ]);
  return {
    seasons: seasonRows,
    divisions: divisionRows,
    teams: teamRows,
    fields: fieldRows,
    referees: refereeRows,
    forfeit_score: { winner: settings.forfeitWinnerGoals, loser: settings.forfeitLoserGoals },
  };
}
