import { eq } from 'drizzle-orm';
import { resolveEffectiveRole } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema/index';

export async function listRolesOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.createdAt);
  return rows.map((r) => r.role);
}

export interface MyRoles {
  roles: string[];
  role: string;
}

export async function getMyRoles(db: Database, userId: string): Promise<MyRoles> {
  const roles = await listRolesOfUser(db, userId);
  return { roles, role: resolveEffectiveRole(roles) };
}
