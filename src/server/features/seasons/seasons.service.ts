import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CreateSeasonInput, SetSeasonStatusInput, UpdateSeasonInput } from '../../../shared/schemas/seasons';
import type { AdminSeason, AdminSeasonPage } from '../../../shared/api/seasons';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, SEASON_STATUSES } from '../../../shared/seasons';
import type { Database, Transaction } from '../../db/client';
import { games, registrationPeriods, registrations, seasons, teams, waitlistEntries } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { conflict } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { archiveFinalTables } from '../standings/index';
import { adminSeasonColumns, loadAdminSeason, lockSeason, toAdminSeason } from './season-views';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listSeasonsQuerySchema = listQuerySchema(
  {
    status: optionalParam(z.enum(SEASON_STATUSES, { error: `Status must be one of ${SEASON_STATUSES.join(', ')}.` })),
    q: searchParam(),
  },
  { pageSizeDefault: ADMIN_PAGE_SIZE_DEFAULT, pageSizeMax: ADMIN_PAGE_SIZE_MAX },
);
export type ListSeasonsQuery = z.infer<typeof listSeasonsQuerySchema>;
type SeasonFilters = FiltersOf<ListSeasonsQuery>;

function filtersOf(query: SeasonFilters): SQL | undefined {
  return and(query.status ? eq(seasons.status, query.status) : undefined, query.q ? ilike(seasons.name, containsPattern(query.q)) : undefined);
}

/** Newest season first; the id only makes ties stable. */
const seasonOrder = [desc(seasons.startDate), asc(seasons.name), asc(seasons.id)];

export async function listSeasons({ db, actor, query }: { db: Database; actor: Actor | null; query: ListSeasonsQuery }): Promise<AdminSeasonPage> {
  requireActor(actor);
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminSeasonColumns)
      .from(seasons)
      .where(where)
      .orderBy(...seasonOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(seasons).where(where),
  ]);
  return { items: rows.map(toAdminSeason), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

export async function exportSeasonsCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: SeasonFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(adminSeasonColumns)
    .from(seasons)
    .where(filtersOf(query))
    .orderBy(...seasonOrder);
  return toCsv(
    ['id', 'name', 'status', 'start_date', 'end_date', 'teams', 'registration_periods', 'created_at'],
    rows.map(toAdminSeason).map((s) => [s.id, s.name, s.status, s.start_date, s.end_date, s.team_count, s.period_count, s.created_at]),
  );
}

export async function createSeason({ db, actor, input }: { db: Database; actor: Actor | null; input: CreateSeasonInput }): Promise<AdminSeason> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .insert(seasons)
      .values({ name: input.name, startDate: input.start_date, endDate: input.end_date, status: input.status ?? 'upcoming' })
      .returning();
    if (!after) throw new Error('season was not stored');
    await recordAudit(tx, { actor: admin, action: 'season.created', entityType: 'season', entityId: after.id, before: null, after });
    return loadAdminSeason(tx, after.id);
  });
}

export async function updateSeason({
  db,
  actor,
  seasonId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  input: UpdateSeasonInput;
}): Promise<AdminSeason> {
  const admin = requireActor(actor);
  const id = seasonId;
  return db.transaction(async (tx) => {
    const before = await lockSeason(tx, id);
    const [after] = await tx
      .update(seasons)
      .set({ name: input.name, startDate: input.start_date, endDate: input.end_date, updatedAt: new Date() })
      .where(eq(seasons.id, id))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'season.updated', entityType: 'season', entityId: id, before, after });
    return loadAdminSeason(tx, id);
  });
}

/**
 * Any status to any other: an admin may need to reopen a season closed by mistake. The audit
 * row keeps who moved it from what to what.
 */
export async function setSeasonStatus({
  db,
  actor,
  seasonId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  input: SetSeasonStatusInput;
}): Promise<AdminSeason> {
  const admin = requireActor(actor);
  const id = seasonId;
  return db.transaction(async (tx) => {
    const before = await lockSeason(tx, id);
    const [after] = await tx.update(seasons).set({ status: input.status, updatedAt: new Date() }).where(eq(seasons.id, id)).returning();
    // Completing a season archives its final tables with it; a season reopened and completed again keeps its first archive (decision 041).
    if (input.status === 'completed' && before.status !== 'completed') await archiveFinalTables(tx, id, admin.userId);
    await recordAudit(tx, { actor: admin, action: 'season.status_changed', entityType: 'season', entityId: id, before, after });
    return loadAdminSeason(tx, id);
  });
}

async function countWhere(tx: Transaction, table: typeof teams | typeof games | typeof registrations | typeof waitlistEntries, where: SQL): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(table).where(where);
  return row?.count ?? 0;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deleting a season would cascade to its teams, games, registrations and waitlist entries:
 * refused while it has any. Its registration periods go with it (recorded in the audit row).
 */
export async function deleteSeason({ db, actor, seasonId }: { db: Database; actor: Actor | null; seasonId: string }): Promise<void> {
  const admin = requireActor(actor);
  const id = seasonId;
  await db.transaction(async (tx) => {
    const before = await lockSeason(tx, id);
    const uses = [
      plural(await countWhere(tx, teams, eq(teams.seasonId, id)), 'team', 'teams'),
      plural(await countWhere(tx, games, eq(games.seasonId, id)), 'game', 'games'),
      plural(await countWhere(tx, registrations, eq(registrations.seasonId, id)), 'registration', 'registrations'),
      plural(await countWhere(tx, waitlistEntries, eq(waitlistEntries.seasonId, id)), 'waitlist entry', 'waitlist entries'),
    ].filter((text) => !text.startsWith('0 '));
    if (uses.length > 0) throw conflict(`This season cannot be deleted: it has ${uses.join(', ')}.`);
    const periods = await tx.select().from(registrationPeriods).where(eq(registrationPeriods.seasonId, id));
    await tx.delete(seasons).where(eq(seasons.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'season.deleted',
      entityType: 'season',
      entityId: id,
      before: { ...before, registration_periods: periods },
      after: null,
    });
  });
}
