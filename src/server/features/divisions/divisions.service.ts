import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DIVISION_MESSAGES, type DivisionInput } from '../../../shared/schemas/divisions';
import type { AdminDivision, AdminDivisionPage } from '../../../shared/api/divisions';
import type { NamedOption } from '../../../shared/api/page';
import { isGenderRule } from '../../../shared/eligibility';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../../../shared/seasons';
import type { Database, Transaction } from '../../db/client';
import { divisions, games, registrationPeriods, registrations, teams, waitlistEntries } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { isUniqueViolation } from '../../db/errors';
import { type FiltersOf, listQuerySchema, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';
import type { GenderRule } from '../../../shared/eligibility';

export const listDivisionsQuerySchema = listQuerySchema({ q: searchParam() }, { pageSizeDefault: ADMIN_PAGE_SIZE_DEFAULT, pageSizeMax: ADMIN_PAGE_SIZE_MAX });
export type ListDivisionsQuery = z.infer<typeof listDivisionsQuerySchema>;
type DivisionFilters = FiltersOf<ListDivisionsQuery>;

const filtersOf = (query: DivisionFilters): SQL | undefined => (query.q ? ilike(divisions.name, containsPattern(query.q)) : undefined);

const divisionOrder = [asc(sql`lower(${divisions.name})`), asc(divisions.id)];

/** A division is offered in a season through a registration period or a team there. */
const divisionColumns = {
  id: divisions.id,
  name: divisions.name,
  description: divisions.description,
  minAge: divisions.minAge,
  genderRule: divisions.genderRule,
  coedMinMen: divisions.coedMinMen,
  coedMinWomen: divisions.coedMinWomen,
  createdAt: divisions.createdAt,
  // Spelled out: drizzle writes a lone column unqualified, which inside the subquery would
  // name the subquery's own table.
  seasonCount: sql<number>`(select count(*)::int from (
    select t.season_id from teams t where t.division_id = divisions.id
    union
    select p.season_id from registration_periods p where p.division_id = divisions.id
  ) as offered_in)`,
  teamCount: sql<number>`(select count(*)::int from teams t where t.division_id = divisions.id)`,
  // The same seasons by name, newest first: the Divisions page's way to each one's schedule generator.
  seasons: sql<
    { id: string; name: string }[]
  >`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.start_date desc, s.id), '[]'::json)
    from seasons s where s.id in (
      select t.season_id from teams t where t.division_id = divisions.id
      union
      select p.season_id from registration_periods p where p.division_id = divisions.id
    ))`,
};

type DivisionRow = {
  id: string;
  name: string;
  description: string;
  minAge: number | null;
  genderRule: string;
  coedMinMen: number | null;
  coedMinWomen: number | null;
  createdAt: Date;
  seasonCount: number;
  teamCount: number;
  seasons: { id: string; name: string }[];
};

const toAdminDivision = (row: DivisionRow): AdminDivision => ({
  id: row.id,
  name: row.name,
  description: row.description,
  season_count: Number(row.seasonCount),
  seasons: row.seasons.map((season) => ({ id: season.id, name: season.name })),
  team_count: Number(row.teamCount),
  min_age: row.minAge,
  gender_rule: isGenderRule(row.genderRule) ? row.genderRule : 'open',
  coed_min_men: row.coedMinMen,
  coed_min_women: row.coedMinWomen,
  created_at: row.createdAt.toISOString(),
});

/**
 * The eligibility columns a save sets (decision 044): a field left out keeps what is stored
 * (a new division: no minimum age, open); coed minimums only stay on a coed division.
 */
function eligibilityValues(
  input: DivisionInput,
  current: { minAge: number | null; genderRule: GenderRule; coedMinMen: number | null; coedMinWomen: number | null } | null,
) {
  const genderRule = input.gender_rule ?? current?.genderRule ?? 'open';
  const coed = genderRule === 'coed';
  return {
    minAge: input.min_age !== undefined ? input.min_age : (current?.minAge ?? null),
    genderRule,
    coedMinMen: coed ? (input.coed_min_men !== undefined ? input.coed_min_men : (current?.coedMinMen ?? null)) : null,
    coedMinWomen: coed ? (input.coed_min_women !== undefined ? input.coed_min_women : (current?.coedMinWomen ?? null)) : null,
  };
}

async function loadDivision(db: Database | Transaction, id: string): Promise<AdminDivision> {
  const [row] = await db.select(divisionColumns).from(divisions).where(eq(divisions.id, id));
  if (!row) throw notFound('That division');
  return toAdminDivision(row);
}

export async function listDivisions({ db, actor, query }: { db: Database; actor: Actor | null; query: ListDivisionsQuery }): Promise<AdminDivisionPage> {
  requireActor(actor);
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(divisionColumns)
      .from(divisions)
      .where(where)
      .orderBy(...divisionOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(divisions).where(where),
  ]);
  return { items: rows.map(toAdminDivision), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

/** Every division's id and name (a league has a handful): the period form's choice. */
export async function listDivisionOptions({ db, actor }: { db: Database; actor: Actor | null }): Promise<NamedOption[]> {
  requireActor(actor);
  return db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .orderBy(...divisionOrder);
}

export async function exportDivisionsCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: DivisionFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(divisionColumns)
    .from(divisions)
    .where(filtersOf(query))
    .orderBy(...divisionOrder);
  return toCsv(
    ['id', 'name', 'description', 'min_age', 'gender_rule', 'coed_min_men', 'coed_min_women', 'seasons', 'teams', 'created_at'],
    rows
      .map(toAdminDivision)
      .map((d) => [d.id, d.name, d.description, d.min_age, d.gender_rule, d.coed_min_men, d.coed_min_women, d.season_count, d.team_count, d.created_at]),
  );
}

const duplicateName = () => new AppError('CONFLICT', DIVISION_MESSAGES.duplicate, [{ path: 'name', message: DIVISION_MESSAGES.duplicate }]);

/** "Men's Open" and "men's open" would read as one division to players: names are unique without regard to case. */
async function assertNameFree(tx: Transaction, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(sql`lower(${divisions.name}) = lower(${name})`, exceptId ? ne(divisions.id, exceptId) : undefined));
  if (taken) throw duplicateName();
}

/** Two admins saving the same name at once: the table's unique index answers for the second. */
async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function createDivision({ db, actor, input }: { db: Database; actor: Actor | null; input: DivisionInput }): Promise<AdminDivision> {
  const admin = requireActor(actor);
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [after] = await tx
        .insert(divisions)
        .values({ name: input.name, description: input.description ?? '', ...eligibilityValues(input, null) })
        .returning();
      if (!after) throw new Error('division was not stored');
      await recordAudit(tx, { actor: admin, action: 'division.created', entityType: 'division', entityId: after.id, before: null, after });
      return loadDivision(tx, after.id);
    }),
  );
}

async function lockDivision(tx: Transaction, id: string) {
  const [row] = await tx.select().from(divisions).where(eq(divisions.id, id)).for('update');
  if (!row) throw notFound('That division');
  return row;
}

export async function updateDivision({
  db,
  actor,
  divisionId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  divisionId: string;
  input: DivisionInput;
}): Promise<AdminDivision> {
  const admin = requireActor(actor);
  const id = divisionId;
  return withNameGuard(() =>
    db.transaction(async (tx) => {
      const before = await lockDivision(tx, id);
      await assertNameFree(tx, input.name, id);
      const [after] = await tx
        .update(divisions)
        .set({ name: input.name, description: input.description ?? '', ...eligibilityValues(input, before), updatedAt: new Date() })
        .where(eq(divisions.id, id))
        .returning();
      await recordAudit(tx, { actor: admin, action: 'division.updated', entityType: 'division', entityId: id, before, after });
      return loadDivision(tx, id);
    }),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deleting would cascade through seasons' periods, teams, games and registrations: only an unused division goes. */
export async function deleteDivision({ db, actor, divisionId }: { db: Database; actor: Actor | null; divisionId: string }): Promise<void> {
  const admin = requireActor(actor);
  const id = divisionId;
  await db.transaction(async (tx) => {
    const before = await lockDivision(tx, id);
    const counted = async (table: typeof teams | typeof games | typeof registrations | typeof registrationPeriods | typeof waitlistEntries, where: SQL) =>
      (await tx.select({ count: count() }).from(table).where(where))[0]?.count ?? 0;
    const uses = [
      plural(await counted(registrationPeriods, eq(registrationPeriods.divisionId, id)), 'registration period', 'registration periods'),
      plural(await counted(teams, eq(teams.divisionId, id)), 'team', 'teams'),
      plural(await counted(games, eq(games.divisionId, id)), 'game', 'games'),
      plural(await counted(registrations, eq(registrations.divisionId, id)), 'registration', 'registrations'),
      plural(await counted(waitlistEntries, eq(waitlistEntries.divisionId, id)), 'waitlist entry', 'waitlist entries'),
    ].filter((text) => !text.startsWith('0 '));
    if (uses.length > 0) throw conflict(`This division cannot be deleted: it has ${uses.join(', ')}.`);
    await tx.delete(divisions).where(eq(divisions.id, id));
    await recordAudit(tx, { actor: admin, action: 'division.deleted', entityType: 'division', entityId: id, before, after: null });
  });
}
