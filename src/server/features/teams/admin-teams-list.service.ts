import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminTeamListItem, AdminTeamOptions, AdminTeamsPage } from '../../../shared/api/teams';
import { TEAMS_PAGE_SIZE_DEFAULT, TEAMS_PAGE_SIZE_MAX } from '../../../shared/admin-teams';
import type { Database } from '../../db/client';
import { divisions, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { type FiltersOf, listQuerySchema, optionalIdParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listTeamsQuerySchema = listQuerySchema(
  {
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    q: searchParam(),
  },
  { pageSizeDefault: TEAMS_PAGE_SIZE_DEFAULT, pageSizeMax: TEAMS_PAGE_SIZE_MAX },
);
export type ListTeamsQuery = z.infer<typeof listTeamsQuerySchema>;
type TeamFilters = FiltersOf<ListTeamsQuery>;

function filtersOf(query: TeamFilters): SQL | undefined {
  return and(
    query.season_id ? eq(teams.seasonId, query.season_id) : undefined,
    query.division_id ? eq(teams.divisionId, query.division_id) : undefined,
    query.q ? ilike(teams.name, containsPattern(query.q)) : undefined,
  );
}

/** Newest season first, then division and team by name (the id only makes ties stable). */
const listOrder = [desc(seasons.startDate), asc(seasons.name), asc(divisions.name), asc(teams.name), asc(teams.id)];

interface TeamBase {
  id: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  seasonId: string;
  seasonName: string;
  divisionId: string;
  divisionName: string;
}

const baseColumns = {
  id: teams.id,
  name: teams.name,
  primaryColor: teams.primaryColor,
  secondaryColor: teams.secondaryColor,
  seasonId: teams.seasonId,
  seasonName: seasons.name,
  divisionId: teams.divisionId,
  divisionName: divisions.name,
};

/** Roster sizes and leaders of the given teams, in two small queries rather than one per team. */
async function withRosterFacts(db: Database, rows: TeamBase[]): Promise<AdminTeamListItem[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [sizes, leaders] = await Promise.all([
    db.select({ teamId: teamRosters.teamId, size: count() }).from(teamRosters).where(inArray(teamRosters.teamId, ids)).groupBy(teamRosters.teamId),
    db
      .select({ teamId: teamRosters.teamId, role: teamRosters.rosterRole, firstName: players.firstName, lastName: players.lastName })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(and(inArray(teamRosters.teamId, ids), inArray(teamRosters.rosterRole, ['captain', 'co_captain'])))
      .orderBy(asc(players.lastName), asc(players.firstName)),
  ]);
  const sizeOf = new Map(sizes.map((s) => [s.teamId, s.size]));
  return rows.map((r) => {
    const own = leaders.filter((l) => l.teamId === r.id);
    const captain = own.find((l) => l.role === 'captain');
    return {
      id: r.id,
      name: r.name,
      primary_color: r.primaryColor,
      secondary_color: r.secondaryColor,
      season_id: r.seasonId,
      season_name: r.seasonName,
      division_id: r.divisionId,
      division_name: r.divisionName,
      roster_size: sizeOf.get(r.id) ?? 0,
      captain_name: captain ? `${captain.firstName} ${captain.lastName}` : null,
      co_captain_names: own.filter((l) => l.role === 'co_captain').map((l) => `${l.firstName} ${l.lastName}`),
    };
  });
}

export async function listAdminTeams({ db, actor, query }: { db: Database; actor: Actor | null; query: ListTeamsQuery }): Promise<AdminTeamsPage> {
  requireActor(actor);
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(baseColumns)
      .from(teams)
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(where)
      .orderBy(...listOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(teams).where(where),
  ]);
  return { items: await withRosterFacts(db, rows), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = ['id', 'season', 'division', 'name', 'primary_color', 'secondary_color', 'roster_size', 'captain', 'co_captains'] as const;

/** Every team the filters match, in the list's order. */
export async function exportAdminTeamsCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: TeamFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(baseColumns)
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(filtersOf(query))
    .orderBy(...listOrder);
  const items = await withRosterFacts(db, rows);
  return toCsv(
    CSV_HEADER,
    items.map((t) => [
      t.id,
      t.season_name,
      t.division_name,
      t.name,
      t.primary_color,
      t.secondary_color,
      t.roster_size,
      t.captain_name,
      t.co_captain_names.join('; '),
    ]),
  );
}

export async function listAdminTeamOptions({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminTeamOptions> {
  requireActor(actor);
  const [seasonRows, divisionRows] = await Promise.all([
    db
      .select({ id: seasons.id, name: seasons.name, status: seasons.status })
      .from(seasons)
      .orderBy(desc(seasons.startDate), desc(seasons.createdAt), asc(seasons.id)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.name), asc(divisions.id)),
  ]);
  return { seasons: seasonRows, divisions: divisionRows };
}
