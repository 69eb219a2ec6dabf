import { eq } from 'drizzle-orm';
import { resolveEffectiveRole } from '../../../shared/roles';
import type { MyRoles } from '../../../shared/api/session';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import type { Role } from '../../../shared/roles';

export async function listRolesOfUser(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.createdAt);
  return rows.map((r) => r.role);
}

export async function getMyRoles(db: Database, userId: string): Promise<MyRoles> {
  const roles = await listRolesOfUser(db, userId);
  return { roles, role: resolveEffectiveRole(roles) };
}

/**
 * The caller behind a valid session, or null when the account is disabled: disabling takes
 * effect on the next request, not when the session would expire.
 */
export async function loadActor(db: Database, user: { id: string; email: string; name: string }): Promise<Actor | null> {
  const [account] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, user.id));
  if (!account || account.disabledAt) return null;
  return { userId: user.id, email: user.email, name: user.name, roles: await listRolesOfUser(db, user.id) };
}
