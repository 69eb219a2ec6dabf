import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DivisionChoice, PublicRosterMember, PublicTeamDetail, PublicTeamGroup, PublicTeamsList } from '../../../shared/api/league-directory';
import { toRosterRole } from '../../../shared/roster-roles';
import type { Database } from '../../db/client';
import { divisions, games, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { listGameSummaries } from '../games/index';
import type { PublicTeamsQuery } from './queries';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';

/** A season has one game per team and round: this covers any real season many times over. */
const GAMES_LIMIT = 200;

/** GET /api/public/teams: the season's teams by division (name order), with colours and roster size. */
export async function listPublicTeams(db: Database, query: PublicTeamsQuery): Promise<PublicTeamsList> {
  const allSeasons = await listSeasonChoices(db);
  const season = chosenSeason(allSeasons, query.season_id);
  const divisionId = query.division_id ?? null;
  if (!season) return { seasons: allSeasons, season: null, divisions: [], division_id: divisionId, groups: [] };

  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
      divisionId: divisions.id,
      divisionName: divisions.name,
      rosterSize: count(teamRosters.playerId),
    })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .leftJoin(teamRosters, eq(teamRosters.teamId, teams.id))
    .where(eq(teams.seasonId, season.id))
    .groupBy(teams.id, divisions.id)
    .orderBy(asc(divisions.name), asc(teams.name), asc(teams.id));

  const groups = new Map<string, PublicTeamGroup>();
  for (const row of rows) {
    const group = groups.get(row.divisionId) ?? { division: { id: row.divisionId, name: row.divisionName }, teams: [] };
    group.teams.push({ id: row.id, name: row.name, primary_color: row.primaryColor, secondary_color: row.secondaryColor, roster_size: row.rosterSize });
    groups.set(row.divisionId, group);
  }
  const all = [...groups.values()];
  const divisionChoices: DivisionChoice[] = all.map((g) => g.division);
  return {
    seasons: allSeasons,
    season,
    divisions: divisionChoices,
    division_id: divisionId,
    groups: divisionId ? all.filter((g) => g.division.id === divisionId) : all,
  };
}

/** Captain, co-captains, then players; within each by jersey number (none last) and name. */
const rosterOrder = [
  sql`case ${teamRosters.rosterRole} when 'captain' then 0 when 'co_captain' then 1 else 2 end`,
  sql`${teamRosters.jerseyNumber} asc nulls last`,
  asc(players.lastName),
  asc(players.firstName),
  asc(players.id),
];

async function listRoster(db: Database, teamId: string): Promise<PublicRosterMember[]> {
  // Public columns only, named one by one: the players table also holds contact and birth data.
  const rows = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      photoUrl: players.photoUrl,
      preferredPosition: players.preferredPosition,
      jerseyNumber: teamRosters.jerseyNumber,
      rosterRole: teamRosters.rosterRole,
    })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(eq(teamRosters.teamId, teamId))
    .orderBy(...rosterOrder);
  return rows.map((r) => ({
    player_id: r.playerId,
    first_name: r.firstName,
    last_name: r.lastName,
    photo_url: r.photoUrl,
    jersey_number: r.jerseyNumber,
    roster_role: toRosterRole(r.rosterRole),
    preferred_position: r.preferredPosition,
  }));
}

/** GET /api/public/teams/:teamId */
export async function getPublicTeam(db: Database, teamId: string, now = new Date()): Promise<PublicTeamDetail> {
  const [team] = await db
    .select({
      id: teams.id,
      name: teams.name,
      primaryColor: teams.primaryColor,
      secondaryColor: teams.secondaryColor,
      seasonId: seasons.id,
      seasonName: seasons.name,
      seasonStatus: seasons.status,
      divisionId: divisions.id,
      divisionName: divisions.name,
    })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');

  const playsIn = or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId));
  const [roster, results, upcoming] = await Promise.all([
    listRoster(db, teamId),
    listGameSummaries(db, { where: and(playsIn, inArray(games.status, ['final', 'forfeit'])), order: 'latest', limit: GAMES_LIMIT }),
    // A scheduled game whose time has passed without a result is neither upcoming nor a result.
    listGameSummaries(db, {
      where: and(playsIn, or(eq(games.isLive, true), and(eq(games.status, 'scheduled'), gt(games.startsAt, now)))),
      order: 'soonest',
      limit: GAMES_LIMIT,
    }),
  ]);
  return {
    id: team.id,
    name: team.name,
    primary_color: team.primaryColor,
    secondary_color: team.secondaryColor,
    season: { id: team.seasonId, name: team.seasonName, status: team.seasonStatus },
    division: { id: team.divisionId, name: team.divisionName },
    roster,
    results,
    upcoming,
  };
}
