import type { ScheduleView } from '../../../shared/schedule';
import { zonedDayRange } from '../../../shared/zoned-time';
import { and, asc, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GamePage, PublicSchedule, ScheduleTeam } from '../../../shared/api/schedule';
import type { Database } from '../../db/client';
import { divisions, fields, games, teams, venues } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { leagueWeek } from '../../../shared/league-week';
import { listGameSummaries, loadGamesWithEvents } from '../games/index';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { PublicScheduleQuery } from './queries';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/**
 * GET /api/schedule (product.md "Schedule and games"): a season's games, filtered on the server
 * by division, team and days on the league's clocks, one page at a time: without days, the
 * upcoming view (this week's games on, kick-off order) or the past one (latest first); with
 * days, those days in kick-off order.
 * The season is the one asked for, else the team's (a link from an old season's team page),
 * else the current one. Public fields only: listGameSummaries names teams, division and place.
 */
export async function listPublicSchedule(db: Database, query: PublicScheduleQuery, now = new Date()): Promise<PublicSchedule> {
  const allSeasons = await listSeasonChoices(db);
  const seasonId = query.season_id ?? (query.team_id ? await seasonOfTeam(db, query.team_id) : undefined);
  const season = chosenSeason(allSeasons, seasonId);
  const pageSize = query.page_size;
  if (!season) return { items: [], total: 0, page: 1, page_size: pageSize, view: null, seasons: allSeasons, season: null, divisions: [], teams: [] };

  const [{ timeZone }, seasonTeams] = await Promise.all([readLeagueSettings(db), listSeasonTeams(db, season.id)]);
  const conditions: (SQL | undefined)[] = [eq(games.seasonId, season.id)];
  if (query.division_id) conditions.push(eq(games.divisionId, query.division_id));
  if (query.team_id) conditions.push(or(eq(games.homeTeamId, query.team_id), eq(games.awayTeamId, query.team_id)));
  const from = query.date ?? query.from;
  const to = query.date ?? query.to;
  if (from) conditions.push(gte(games.startsAt, zonedDayRange(from, timeZone).start));
  if (to) conditions.push(lt(games.startsAt, zonedDayRange(to, timeZone).end));
  const where = and(...conditions);

  // One pass counts the games and those of this week on (decision 062): the schedule opens on
  // this week's games, and on the results once none are left (a season played out).
  const weekStart = leagueWeek(now, timeZone).start;
  const [counted] = await db
    .select({ total: count(), fromThisWeek: sql<number>`count(*) filter (where ${games.startsAt} >= ${weekStart})`.mapWith(Number) })
    .from(games)
    .where(where);
  const all = counted?.total ?? 0;
  const upcoming = counted?.fromThisWeek ?? 0;
  const view: ScheduleView | null = from || to ? null : (query.view ?? (upcoming > 0 || all === 0 ? 'upcoming' : 'past'));
  const total = view === 'upcoming' ? upcoming : view === 'past' ? all - upcoming : all;
  const page = query.page ?? 1;
  const items = await listGameSummaries(db, {
    where: view === null ? where : and(where, view === 'upcoming' ? gte(games.startsAt, weekStart) : lt(games.startsAt, weekStart)),
    // Past results newest first: last week's scores are what a visitor looks back for.
    order: view === 'past' ? 'latest' : 'soonest',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });

  const divisionChoices = new Map<string, { id: string; name: string }>();
  for (const team of seasonTeams) divisionChoices.set(team.division_id, { id: team.division_id, name: team.divisionName });
  return {
    items,
    total,
    page,
    page_size: pageSize,
    view,
    seasons: allSeasons,
    season,
    divisions: [...divisionChoices.values()].sort((a, b) => a.name.localeCompare(b.name)),
    teams: seasonTeams.map(({ divisionName: _division, ...team }) => team),
  };
}

async function seasonOfTeam(db: Database, teamId: string): Promise<string | undefined> {
  const [team] = await db.select({ seasonId: teams.seasonId }).from(teams).where(eq(teams.id, teamId));
  return team?.seasonId;
}

async function listSeasonTeams(db: Database, seasonId: string): Promise<(ScheduleTeam & { divisionName: string })[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      divisionId: teams.divisionId,
      divisionName: divisions.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
    })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.seasonId, seasonId))
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    division_id: r.divisionId,
    divisionName: r.divisionName,
    primary_color: r.primaryColor,
    secondary_color: r.secondaryColor,
  }));
}

/** GET /api/games/{gameId}: the game and its timeline (loadGamesWithEvents), its teams' colours and the venue's address. */
export async function getPublicGame(db: Database, gameId: string): Promise<GamePage> {
  const [game] = await loadGamesWithEvents(db, [gameId]);
  if (!game) throw notFound('That game');
  const [extra] = await db
    .select({
      homePrimary: homeTeam.primaryColor,
      homeSecondary: homeTeam.secondaryColor,
      awayPrimary: awayTeam.primaryColor,
      awaySecondary: awayTeam.secondaryColor,
      address: venues.address,
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(eq(games.id, gameId));
  if (!extra) throw notFound('That game');
  return {
    ...game,
    home_colours: { primary_color: extra.homePrimary, secondary_color: extra.homeSecondary },
    away_colours: { primary_color: extra.awayPrimary, secondary_color: extra.awaySecondary },
    venue_address: extra.address?.trim() ? extra.address : null,
  };
}
