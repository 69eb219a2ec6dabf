import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIVE_REGISTRATION_STATUSES,
  RETURNING_INTENTS,
  RETURNING_PLAYERS_PAGE_SIZE_DEFAULT,
  RETURNING_PLAYERS_PAGE_SIZE_MAX,
  type ReturningIntent,
} from '../../../shared/registrations';
import type { ReturningPlayer, ReturningPlayersPage } from '../../../shared/api/registrations';
import type { Database } from '../../db/client';
import { divisions, players, registrationInvitations, registrations, returningPlayerIntents, seasons, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { AppError, notFound } from '../../http/errors';
import { type FiltersOf, listQuerySchema, optionalIdParam, optionalParam, type PageRequest, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';
import { newestSeasonsFirst } from '../../core/seasons/current-season';

export const listReturningPlayersQuerySchema = listQuerySchema(
  {
    /** The new season; the newest by start date when left out. */
    season_id: optionalIdParam('Choose a season.'),
    intent: optionalParam(z.enum(RETURNING_INTENTS, { error: 'Choose returning, not returning or unknown.' })),
    q: searchParam(),
  },
  { pageSizeDefault: RETURNING_PLAYERS_PAGE_SIZE_DEFAULT, pageSizeMax: RETURNING_PLAYERS_PAGE_SIZE_MAX },
);
export type ListReturningPlayersQuery = z.infer<typeof listReturningPlayersQuerySchema>;
type Filters = FiltersOf<ListReturningPlayersQuery>;

interface SeasonRef {
  id: string;
  name: string;
  startDate: string;
}

const seasonColumns = { id: seasons.id, name: seasons.name, startDate: seasons.startDate };
/** The new season is the newest by start date (not the current one: that may be the season still being played). */
const newestFirst = newestSeasonsFirst;

/** The chosen season (404 if unknown), or the newest by start date; and the one that started before it. */
async function seasonsOf(db: Database, seasonId: string | undefined): Promise<{ target: SeasonRef; previous: SeasonRef | null }> {
  const [target] = seasonId
    ? await db.select(seasonColumns).from(seasons).where(eq(seasons.id, seasonId))
    : await db
        .select(seasonColumns)
        .from(seasons)
        .orderBy(...newestFirst)
        .limit(1);
  if (!target) throw seasonId ? notFound('That season') : new AppError('NOT_FOUND', 'There are no seasons yet.');
  const [previous] = await db
    .select(seasonColumns)
    .from(seasons)
    .where(lt(seasons.startDate, target.startDate))
    .orderBy(...newestFirst)
    .limit(1);
  return { target, previous: previous ?? null };
}

/** `coalesce`: a player without a row of their own is "unknown". */
const intentSql = sql<string>`coalesce(${returningPlayerIntents.intent}, 'unknown')`;
const isIntent = (value: string): value is ReturningIntent => (RETURNING_INTENTS as readonly string[]).includes(value);

/**
 * The previous season's players with their team: one row each (a player on two teams of that
 * season, in two divisions, is listed once, with the first division by name), their intent for
 * the new season, and the filters.
 */
function rosterQuery(db: Database, previous: SeasonRef, filters: Filters) {
  const lastRoster = db
    // Aliased: the subquery's columns would otherwise be two "name"s.
    .selectDistinctOn([teamRosters.playerId], {
      playerId: teamRosters.playerId,
      teamId: sql<string>`${teams.id}`.as('team_id'),
      teamName: sql<string>`${teams.name}`.as('team_name'),
      divisionName: sql<string>`${divisions.name}`.as('division_name'),
    })
    .from(teamRosters)
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(divisions, eq(divisions.id, teamRosters.divisionId))
    .where(eq(teamRosters.seasonId, previous.id))
    .orderBy(teamRosters.playerId, asc(divisions.name), asc(teams.name))
    .as('last_roster');
  const conditions: (SQL | undefined)[] = [filters.intent ? sql`${intentSql} = ${filters.intent}` : undefined];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(players.firstName, pattern),
        ilike(players.lastName, pattern),
        ilike(players.email, pattern),
        sql`(${players.firstName} || ' ' || ${players.lastName}) ilike ${pattern}`,
      ),
    );
  }
  return { lastRoster, where: and(...conditions) };
}

interface Row {
  playerId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  teamId: string;
  teamName: string;
  divisionName: string;
  intent: string;
}

async function selectRows(db: Database, target: SeasonRef, previous: SeasonRef, filters: Filters, paging?: PageRequest) {
  const { lastRoster, where } = rosterQuery(db, previous, filters);
  const base = db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      teamId: lastRoster.teamId,
      teamName: lastRoster.teamName,
      divisionName: lastRoster.divisionName,
      intent: intentSql,
    })
    .from(lastRoster)
    .innerJoin(players, eq(players.id, lastRoster.playerId))
    .leftJoin(returningPlayerIntents, and(eq(returningPlayerIntents.playerId, players.id), eq(returningPlayerIntents.seasonId, target.id)))
    .where(where)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  const rows: Row[] = paging ? await base.limit(pageWindow(paging).limit).offset(pageWindow(paging).offset) : await base;
  const [total] = paging
    ? await db
        .select({ count: count() })
        .from(lastRoster)
        .innerJoin(players, eq(players.id, lastRoster.playerId))
        .leftJoin(returningPlayerIntents, and(eq(returningPlayerIntents.playerId, players.id), eq(returningPlayerIntents.seasonId, target.id)))
        .where(where)
    : [{ count: rows.length }];
  return { rows, total: total?.count ?? 0 };
}

/** Invitations and live registrations of the new season, for the players on one page. */
async function toItems(db: Database, target: SeasonRef, rows: Row[]): Promise<ReturningPlayer[]> {
  const ids = rows.map((r) => r.playerId);
  if (ids.length === 0) return [];
  const [invitations, registered] = await Promise.all([
    db
      .selectDistinctOn([registrationInvitations.playerId], {
        playerId: registrationInvitations.playerId,
        createdAt: registrationInvitations.createdAt,
        expiresAt: registrationInvitations.expiresAt,
        claimedAt: registrationInvitations.claimedAt,
      })
      .from(registrationInvitations)
      .where(and(eq(registrationInvitations.seasonId, target.id), inArray(registrationInvitations.playerId, ids)))
      .orderBy(registrationInvitations.playerId, desc(registrationInvitations.createdAt), desc(registrationInvitations.id)),
    db
      .selectDistinct({ playerId: registrations.playerId })
      .from(registrations)
      .where(and(eq(registrations.seasonId, target.id), inArray(registrations.playerId, ids), inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES]))),
  ]);
  const invitationOf = new Map(invitations.map((i) => [i.playerId, i]));
  const registeredIds = new Set(registered.map((r) => r.playerId));
  return rows.map((r) => {
    const invitation = invitationOf.get(r.playerId);
    return {
      player_id: r.playerId,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      team_id: r.teamId,
      team_name: r.teamName,
      division_name: r.divisionName,
      intent: isIntent(r.intent) ? r.intent : 'unknown',
      invitation: invitation
        ? {
            sent_at: invitation.createdAt.toISOString(),
            expires_at: invitation.expiresAt.toISOString(),
            claimed_at: invitation.claimedAt?.toISOString() ?? null,
          }
        : null,
      registered: registeredIds.has(r.playerId),
    };
  });
}

export async function listReturningPlayers({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor | null;
  query: ListReturningPlayersQuery;
}): Promise<ReturningPlayersPage> {
  requireActor(actor);
  const { target, previous } = await seasonsOf(db, query.season_id);
  const page = { page: query.page, page_size: query.page_size };
  const season = { id: target.id, name: target.name };
  if (!previous) return { season, previous_season: null, items: [], total: 0, ...page };
  const { rows, total } = await selectRows(db, target, previous, query, query);
  return { season, previous_season: { id: previous.id, name: previous.name }, items: await toItems(db, target, rows), total, ...page };
}

const CSV_HEADER = [
  'player_id',
  'first_name',
  'last_name',
  'email',
  'team',
  'division',
  'intent',
  'invited_at',
  'invitation_expires_at',
  'invitation_claimed_at',
  'registered',
] as const;

/** Every player the filters select, in name order, for a spreadsheet. */
export async function exportReturningPlayersCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: Filters }): Promise<string> {
  requireActor(actor);
  const { target, previous } = await seasonsOf(db, query.season_id);
  const items = previous ? await toItems(db, target, (await selectRows(db, target, previous, query)).rows) : [];
  return toCsv(
    CSV_HEADER,
    items.map((p) => [
      p.player_id,
      p.first_name,
      p.last_name,
      p.email,
      p.team_name,
      p.division_name,
      p.intent,
      p.invitation?.sent_at ?? null,
      p.invitation?.expires_at ?? null,
      p.invitation?.claimed_at ?? null,
      p.registered,
    ]),
  );
}
