import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DivisionChoice, PublicPlayerProfile, PublicPlayersPage } from '../../../shared/api/league-directory';
import { toRosterRole } from '../../../shared/roster-roles';
import type { Database } from '../../db/client';
import { divisions, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { resolveMergedPlayerId } from '../player-merge/index';
import { listPlayerStatLines } from '../player-stats/index';
import { pageWindow } from '../../http/list-query';
import type { PublicPlayersQuery } from './queries';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { containsPattern } from '../../http/search';

function filtersOf(seasonId: string, query: PublicPlayersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(teamRosters.seasonId, seasonId),
    query.division_id ? eq(teamRosters.divisionId, query.division_id) : undefined,
    query.team_id ? eq(teamRosters.teamId, query.team_id) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Names only: "Sam Lee" finds Sam Lee, and so do "sam" and "lee".
    conditions.push(or(ilike(sql`${players.firstName} || ' ' || ${players.lastName}`, pattern), ilike(players.lastName, pattern)));
  }
  return and(...conditions);
}

/** The season's teams, for the filters: all of them, or the chosen division's. */
async function teamChoices(db: Database, seasonId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
      divisionId: teams.divisionId,
      divisionName: divisions.name,
    })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.seasonId, seasonId))
    .orderBy(asc(divisions.name), asc(teams.name), asc(teams.id));
}

/**
 * GET /api/public/players: one page of a season's roster places (everyone on a team that
 * season), by last name. A player on teams in two divisions is listed once per team.
 */
export async function listPublicPlayers(db: Database, query: PublicPlayersQuery): Promise<PublicPlayersPage> {
  const allSeasons = await listSeasonChoices(db);
  const season = chosenSeason(allSeasons, query.season_id);
  const { limit, offset } = pageWindow(query);
  const empty = { items: [], total: 0, page: query.page, page_size: query.page_size, seasons: allSeasons, season, divisions: [], teams: [] };
  if (!season) return empty;

  const where = filtersOf(season.id, query);
  const [rows, [total], seasonTeams] = await Promise.all([
    db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        photoUrl: players.photoUrl,
        jerseyNumber: teamRosters.jerseyNumber,
        teamId: teams.id,
        teamName: teams.name,
        primaryColor: teams.primaryColor,
        secondaryColor: teams.secondaryColor,
        divisionId: divisions.id,
        divisionName: divisions.name,
      })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(divisions, eq(divisions.id, teamRosters.divisionId))
      .where(where)
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id), asc(teams.name), asc(teams.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(teamRosters).innerJoin(players, eq(players.id, teamRosters.playerId)).where(where),
    teamChoices(db, season.id),
  ]);

  const divisionChoices = new Map<string, DivisionChoice>();
  for (const t of seasonTeams) divisionChoices.set(t.divisionId, { id: t.divisionId, name: t.divisionName });
  return {
    items: rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      photo_url: r.photoUrl,
      jersey_number: r.jerseyNumber,
      team: { id: r.teamId, name: r.teamName, primary_color: r.primaryColor, secondary_color: r.secondaryColor },
      division: { id: r.divisionId, name: r.divisionName },
    })),
    total: total?.count ?? 0,
    page: query.page,
    page_size: query.page_size,
    seasons: allSeasons,
    season,
    divisions: [...divisionChoices.values()],
    teams: seasonTeams
      .filter((t) => !query.division_id || t.divisionId === query.division_id)
      .map((t) => ({ id: t.id, name: t.name, primary_color: t.primaryColor, secondary_color: t.secondaryColor, division_id: t.divisionId })),
  };
}

/**
 * GET /api/public/players/:playerId: a player who has never been on a roster has no public page.
 * A player merged into another answers with the primary's page (its `id` says which; the web
 * page redirects there, decision 084).
 */
export async function getPublicPlayer(db: Database, requestedId: string): Promise<PublicPlayerProfile> {
  const playerId = await resolveMergedPlayerId(db, requestedId);
  const [player] = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      photoUrl: players.photoUrl,
      preferredPosition: players.preferredPosition,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound('That player');
  const placesQuery = db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      seasonStatus: seasons.status,
      divisionId: divisions.id,
      divisionName: divisions.name,
      teamId: teams.id,
      teamName: teams.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
      jerseyNumber: teamRosters.jerseyNumber,
      rosterRole: teamRosters.rosterRole,
    })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teamRosters.playerId, playerId))
    .orderBy(desc(seasons.startDate), desc(seasons.createdAt), asc(divisions.name), asc(teams.name));
  const [places, statLines] = await Promise.all([placesQuery, listPlayerStatLines(db, { playerId })]);
  if (places.length === 0) throw notFound('That player');
  const statsOf = new Map(statLines.map((line) => [line.team.id, line]));
  return {
    id: player.id,
    first_name: player.firstName,
    last_name: player.lastName,
    photo_url: player.photoUrl,
    preferred_position: player.preferredPosition,
    teams: places.map((p) => ({
      season: { id: p.seasonId, name: p.seasonName, status: p.seasonStatus },
      division: { id: p.divisionId, name: p.divisionName },
      team: { id: p.teamId, name: p.teamName, primary_color: p.primaryColor, secondary_color: p.secondaryColor },
      jersey_number: p.jerseyNumber,
      roster_role: toRosterRole(p.rosterRole),
    })),
    stats: places.map((p) => {
      const line = statsOf.get(p.teamId);
      return {
        season: { id: p.seasonId, name: p.seasonName, status: p.seasonStatus },
        division: { id: p.divisionId, name: p.divisionName },
        team: { id: p.teamId, name: p.teamName, primary_color: p.primaryColor, secondary_color: p.secondaryColor },
        games: line?.games ?? 0,
        goals: line?.goals ?? 0,
        assists: line?.assists ?? 0,
        yellow_cards: line?.yellowCards ?? 0,
        red_cards: line?.redCards ?? 0,
      };
    }),
  };
}
