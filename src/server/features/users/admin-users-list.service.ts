import { and, asc, count, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '../../../shared/roles';
import type { AdminUserPage } from '../../../shared/api/users';
import { USERS_PAGE_SIZE_DEFAULT, USERS_PAGE_SIZE_MAX } from '../../../shared/admin-users';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { toAdminUsers, userColumns } from './user-views';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listUsersQuerySchema = listQuerySchema(
  {
    role: optionalParam(z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}.` })),
    q: searchParam(),
  },
  { pageSizeDefault: USERS_PAGE_SIZE_DEFAULT, pageSizeMax: USERS_PAGE_SIZE_MAX },
);
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
type UserFilters = FiltersOf<ListUsersQuery>;

function filtersOf(db: Database, query: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.role) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, query.role))),
      ),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.phoneNumber, pattern),
        digits.length >= 3 ? sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

const nameOrder = [asc(users.name), asc(users.email), asc(users.id)];

export async function listUsers({ db, actor, query }: { db: Database; actor: Actor | null; query: ListUsersQuery }): Promise<AdminUserPage> {
  requireActor(actor);
  const where = filtersOf(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...nameOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { items: await toAdminUsers(db, rows), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = ['id', 'name', 'email', 'phone_number', 'roles', 'disabled_at', 'player', 'created_at'] as const;

/** Every user the filters match, in name order, as a spreadsheet-safe CSV file. */
export async function exportUsersCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: UserFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(filtersOf(db, query))
    .orderBy(...nameOrder);
  const items = await toAdminUsers(db, rows);
  return toCsv(
    CSV_HEADER,
    items.map((u) => [u.id, u.name, u.email, u.phone_number, u.roles.join('; '), u.disabled_at, u.player?.full_name ?? null, u.created_at]),
  );
}
