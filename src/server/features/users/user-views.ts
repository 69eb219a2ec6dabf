import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { ROLES, isRole, type Role } from '../../../shared/roles';
import type { AdminUserListItem } from '../../../shared/api/users';
import type { Database, Transaction } from '../../db/client';
import { players, userRoles, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phoneNumber' | 'disabledAt' | 'createdAt'>;

/** Better Auth's ids are short url-safe text (not UUIDs); anything else cannot be a user (404). */
const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const userParams = z.object({ userId });
/** The role is checked by the service: an unknown one is a 422 under `role`, not a 404. */
export const userRoleParams = z.object({ userId, role: z.string() });

/** The placeholder address of a phone-only account is no address at all to an admin. */
export const realEmail = (email: string): string | null => (isPhoneOnlyEmail(email) ? null : email);

export const byPriority = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role) && isRole(role));

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

/** The list's shape for some users: their roles and linked player, read in two queries. */
export async function toAdminUsers(db: Database | Transaction, rows: UserRow[]): Promise<AdminUserListItem[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [roleRows, playerRows] = await Promise.all([
    db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids)),
    db
      .select({ userId: players.userId, id: players.id, firstName: players.firstName, lastName: players.lastName })
      .from(players)
      .where(inArray(players.userId, ids))
      .orderBy(asc(players.id)),
  ]);
  const rolesOf = new Map<string, string[]>();
  for (const row of roleRows) rolesOf.set(row.userId, [...(rolesOf.get(row.userId) ?? []), row.role]);
  const playerOf = new Map(playerRows.map((p) => [p.userId, p]));
  return rows.map((r) => {
    const player = playerOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      email: realEmail(r.email),
      phone_number: r.phoneNumber,
      roles: byPriority(rolesOf.get(r.id) ?? []),
      disabled: r.disabledAt !== null,
      disabled_at: r.disabledAt?.toISOString() ?? null,
      player: player ? { id: player.id, full_name: `${player.firstName} ${player.lastName}` } : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

export async function loadAdminUser(db: Database | Transaction, userId: string): Promise<AdminUserListItem> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, userId));
  const [user] = await toAdminUsers(db, rows);
  if (!user) throw notFound('That user');
  return user;
}
