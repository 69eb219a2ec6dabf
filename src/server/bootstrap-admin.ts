import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Auth } from './auth';
import type { Database } from './db/client';
import { userRoles, users } from './db/schema/index';
import type { Role } from '../shared/roles';

/**
 * How a real club gets its first admin: ADMIN_EMAIL and ADMIN_PASSWORD at start. Creates
 * the account only when no user has that e-mail; an existing account is never changed.
 */
export async function ensureBootstrapAdmin(deps: { db: Database; auth: Auth; logger: Logger }, email: string, password: string): Promise<void> {
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (existing) return;
  const created = await deps.auth.api.signUpEmail({ body: { email, password, name: 'League Admin' } });
  await deps.db.insert(userRoles).values({ userId: created.user.id, role: 'admin' }).onConflictDoNothing();
  deps.logger.info({ email }, 'created the bootstrap admin account');
}

export async function grantRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function hasRole(db: Database, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return rows.length > 0;
}
