import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminPlayerFilterOptions, AdminPlayerPage, PlayerTeamRef } from '../../../shared/api/players';
import { NO_REGISTRATION, PLAYERS_PAGE_SIZE_DEFAULT, PLAYERS_PAGE_SIZE_MAX, REGISTRATION_FILTERS } from '../../../shared/admin-players';
import type { RegistrationStatus } from '../../../shared/registrations';
import type { Database } from '../../db/client';
import { divisions, players, registrations, seasons, teamRosters, teams, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { type FiltersOf, listQuerySchema, optionalIdParam, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern, phoneDigitsMatch } from '../../http/search';

export const listPlayersQuerySchema = listQuerySchema(
  {
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    team_id: optionalIdParam('Team must be a team id.'),
    registration_status: optionalParam(z.enum(REGISTRATION_FILTERS, { error: `Registration status must be one of ${REGISTRATION_FILTERS.join(', ')}.` })),
    q: searchParam(),
  },
  { pageSizeDefault: PLAYERS_PAGE_SIZE_DEFAULT, pageSizeMax: PLAYERS_PAGE_SIZE_MAX },
);
export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;
type PlayerFilters = FiltersOf<ListPlayersQuery>;

const fullName = sql<string>`${players.firstName} || ' ' || ${players.lastName}`;

/** The registrations a filter is about: of the chosen season and division, if chosen. */
function registrationScope(query: PlayerFilters): SQL | undefined {
  return and(
    eq(registrations.playerId, players.id),
    query.season_id ? eq(registrations.seasonId, query.season_id) : undefined,
    query.division_id ? eq(registrations.divisionId, query.division_id) : undefined,
  );
}

/**
 * A season or division filter keeps the players taking part in it (on a roster, or
 * registered); a team keeps its roster; a registration status keeps the players with such a
 * registration there. "none" keeps those without a registration there, whether or not they
 * play (an admin chasing the rostered but unregistered, or last season's players).
 */
function filtersOf(db: Database, query: PlayerFilters): SQL | undefined {
  const registered = (extra?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(registrations)
        .where(and(registrationScope(query), extra)),
    );
  const rostered = exists(
    db
      .select({ one: sql`1` })
      .from(teamRosters)
      .where(
        and(
          eq(teamRosters.playerId, players.id),
          query.season_id ? eq(teamRosters.seasonId, query.season_id) : undefined,
          query.division_id ? eq(teamRosters.divisionId, query.division_id) : undefined,
          query.team_id ? eq(teamRosters.teamId, query.team_id) : undefined,
        ),
      ),
  );
  const conditions: (SQL | undefined)[] = [];
  const status = query.registration_status;
  if (query.team_id) conditions.push(rostered);
  else if ((query.season_id || query.division_id) && status !== NO_REGISTRATION) conditions.push(or(rostered, registered()));
  if (status === NO_REGISTRATION) conditions.push(not(registered()));
  else if (status) conditions.push(registered(eq(registrations.status, status)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(fullName, pattern), ilike(players.email, pattern), ilike(players.phone, pattern), phoneDigitsMatch(players.phone, query.q)));
  }
  return and(...conditions);
}

const nameOrder = [asc(players.lastName), asc(players.firstName), asc(players.id)];

/**
 * Teams and the registration status of each listed player, in the filters' season. With no
 * season chosen, `latestSeasonOnly` keeps a player's teams of their newest season: the demo's
 * (and a real league's) team names repeat every season, and the list showed "Thunder,
 * Thunder" for one player's two seasons (decision 047). The CSV keeps every season's.
 */
async function decorations(db: Database, ids: string[], query: PlayerFilters, { latestSeasonOnly = false } = {}) {
  const teamsOf = new Map<string, PlayerTeamRef[]>();
  const statusOf = new Map<string, RegistrationStatus>();
  if (ids.length === 0) return { teamsOf, statusOf };
  const [teamRows, registrationRows] = await Promise.all([
    db
      .select({ playerId: teamRosters.playerId, id: teams.id, name: teams.name, seasonId: seasons.id, seasonName: seasons.name })
      .from(teamRosters)
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(seasons, eq(seasons.id, teamRosters.seasonId))
      .where(and(inArray(teamRosters.playerId, ids), query.season_id ? eq(teamRosters.seasonId, query.season_id) : undefined))
      .orderBy(desc(seasons.startDate), asc(teams.name)),
    db
      .select({ playerId: registrations.playerId, status: registrations.status })
      .from(registrations)
      .where(
        and(
          inArray(registrations.playerId, ids),
          query.season_id ? eq(registrations.seasonId, query.season_id) : undefined,
          query.division_id ? eq(registrations.divisionId, query.division_id) : undefined,
        ),
      )
      .orderBy(desc(registrations.createdAt)),
  ]);
  for (const row of teamRows) {
    const list = teamsOf.get(row.playerId) ?? [];
    // Rows come newest season first: the first one seen is the player's latest.
    if (latestSeasonOnly && list[0] && list[0].season_id !== row.seasonId) continue;
    list.push({ id: row.id, name: row.name, season_id: row.seasonId, season_name: row.seasonName });
    teamsOf.set(row.playerId, list);
  }
  // Newest first: the first one seen is the one shown.
  for (const row of registrationRows) if (!statusOf.has(row.playerId)) statusOf.set(row.playerId, row.status);
  return { teamsOf, statusOf };
}

export async function listPlayers({ db, actor, query }: { db: Database; actor: Actor | null; query: ListPlayersQuery }): Promise<AdminPlayerPage> {
  requireActor(actor);
  const where = filtersOf(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        photoUrl: players.photoUrl,
        email: players.email,
        phone: players.phone,
        userId: players.userId,
      })
      .from(players)
      .where(where)
      .orderBy(...nameOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(players).where(where),
  ]);
  const { teamsOf, statusOf } = await decorations(
    db,
    rows.map((r) => r.id),
    query,
    { latestSeasonOnly: true },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      full_name: `${r.firstName} ${r.lastName}`,
      photo_url: r.photoUrl,
      email: r.email,
      phone_number: r.phone,
      teams: teamsOf.get(r.id) ?? [],
      registration_status: statusOf.get(r.id) ?? null,
      linked_user: r.userId !== null,
    })),
    total: total?.count ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const CSV_HEADER = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'date_of_birth',
  'gender',
  'jersey_size',
  'positions_played',
  'preferred_position',
  'skill_level',
  'emergency_contact_name',
  'emergency_contact_phone',
  'teams',
  'registration_status',
  'linked_user_email',
  'created_at',
] as const;

/** Every player the filters match, in name order, as a spreadsheet-safe CSV file. */
export async function exportPlayersCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: PlayerFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select({ player: players, userEmail: users.email })
    .from(players)
    .leftJoin(users, and(isNotNull(players.userId), eq(users.id, players.userId)))
    .where(filtersOf(db, query))
    .orderBy(...nameOrder);
  const { teamsOf, statusOf } = await decorations(
    db,
    rows.map((r) => r.player.id),
    query,
  );
  return toCsv(
    CSV_HEADER,
    rows.map(({ player: p, userEmail }) => [
      p.id,
      p.firstName,
      p.lastName,
      p.email,
      p.phone,
      p.dateOfBirth,
      p.gender,
      p.jerseySize,
      p.positions.join('; '),
      p.preferredPosition,
      p.skillLevel,
      p.emergencyContactName,
      p.emergencyContactPhone,
      (teamsOf.get(p.id) ?? []).map((t) => `${t.name} (${t.season_name})`).join('; '),
      statusOf.get(p.id) ?? null,
      userEmail && !isPhoneOnlyEmail(userEmail) ? userEmail : null,
      p.createdAt.toISOString(),
    ]),
  );
}

/** Seasons (newest first), divisions and teams, for the list's filter choices. */
export async function playerFilterOptions({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminPlayerFilterOptions> {
  requireActor(actor);
  const [seasonRows, divisionRows, teamRows] = await Promise.all([
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(desc(seasons.startDate), asc(seasons.name)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.name)),
    db.select({ id: teams.id, name: teams.name, seasonId: teams.seasonId, divisionId: teams.divisionId }).from(teams).orderBy(asc(teams.name)),
  ]);
  return {
    seasons: seasonRows,
    divisions: divisionRows,
    teams: teamRows.map((t) => ({ id: t.id, name: t.name, season_id: t.seasonId, division_id: t.divisionId })),
  };
}
