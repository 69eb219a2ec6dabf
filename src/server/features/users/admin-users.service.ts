import { and, eq, isNull } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { AdminUserListItem } from '../../../shared/api/users';
import { isRole, ROLES, type Role } from '../../../shared/roles';
import type { LinkUserPlayerInput } from '../../../shared/schemas/admin-users';
import { DISABLE_SELF_MESSAGE, LAST_ADMIN_MESSAGE, NO_EMAIL_MESSAGE, PLAYER_TAKEN_MESSAGE, USER_HAS_PLAYER_MESSAGE } from '../../../shared/admin-users';
import type { Auth } from '../../auth';
import type { Database, Transaction } from '../../db/client';
import { players, sessions, userRoles, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { syncCaptainRole } from '../teams/index';
import { byPriority, loadAdminUser } from './user-views';

interface UserCall {
  db: Database;
  actor: Actor | null;
  /** Checked by the route (a malformed one is a 404 there). */
  userId: string;
}

export function roleOf(value: string): Role {
  if (!isRole(value)) throw invalidField('role', `Role must be one of ${ROLES.join(', ')}.`);
  return value;
}

async function lockUser(tx: Transaction, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('That user');
  return user;
}

async function rolesOf(tx: Transaction, userId: string): Promise<Role[]> {
  const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return byPriority(rows.map((r) => r.role));
}

/**
 * Refuses a change that takes `userId` out of the enabled admins when no other enabled admin
 * would remain. Every admin grant is locked first (in one order), so two admins revoking or
 * disabling each other at once queue up here, and the second then reads, in statements of
 * their own, what the first left (read committed takes a fresh snapshot per statement).
 */
async function assertAdminsRemainWithout(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).orderBy(userRoles.userId).for('update');
  const enabledAdmins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.disabledAt)));
  const losesOne = enabledAdmins.some((a) => a.userId === userId);
  if (losesOne && enabledAdmins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

/** Grants a role; holding it already changes nothing (and audits nothing). */
export async function grantRole({ db, actor, userId: id, role: roleText }: UserCall & { role: string }): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  const role = roleOf(roleText);
  return db.transaction(async (tx) => {
    await lockUser(tx, id);
    const before = await rolesOf(tx, id);
    const inserted = await tx.insert(userRoles).values({ userId: id, role }).onConflictDoNothing().returning({ role: userRoles.role });
    if (inserted.length > 0) {
      await recordAudit(tx, {
        actor: admin,
        action: 'user.role_granted',
        entityType: 'user',
        entityId: id,
        before: { roles: before },
        after: { roles: await rolesOf(tx, id) },
      });
    }
    return loadAdminUser(tx, id);
  });
}

/** Revokes a role; not holding it changes nothing. The last enabled admin keeps 'admin'. */
export async function revokeRole({ db, actor, userId: id, role: roleText }: UserCall & { role: string }): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  const role = roleOf(roleText);
  return db.transaction(async (tx) => {
    if (role === 'admin') await assertAdminsRemainWithout(tx, id);
    await lockUser(tx, id);
    const before = await rolesOf(tx, id);
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, id), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (deleted.length > 0) {
      await recordAudit(tx, {
        actor: admin,
        action: 'user.role_revoked',
        entityType: 'user',
        entityId: id,
        before: { roles: before },
        after: { roles: await rolesOf(tx, id) },
      });
    }
    return loadAdminUser(tx, id);
  });
}

/** Links an account to a player record: one player per account, one account per player. */
export async function linkUserPlayer({ db, actor, userId: id, input }: UserCall & { input: LinkUserPlayerInput }): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    // The account first: two links to one account queue here instead of racing to the unique index.
    await lockUser(tx, id);
    const [player] = await tx.select().from(players).where(eq(players.id, input.player_id)).for('update');
    if (!player) throw notFound('That player');
    if (player.userId === id) return loadAdminUser(tx, id);
    if (player.userId !== null) throw conflict(PLAYER_TAKEN_MESSAGE);
    const [current] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, id)).for('update');
    if (current) throw conflict(USER_HAS_PLAYER_MESSAGE);
    await tx.update(players).set({ userId: id, updatedAt: new Date() }).where(eq(players.id, player.id));
    await recordAudit(tx, {
      actor: admin,
      action: 'user.player_linked',
      entityType: 'user',
      entityId: id,
      before: { player_id: null },
      after: { player_id: player.id },
    });
    // A linked captain of a team becomes a captain account (and an unlinked one stops being one).
    await syncCaptainRole(tx, id);
    return loadAdminUser(tx, id);
  });
}

export async function unlinkUserPlayer({ db, actor, userId: id }: UserCall): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    await lockUser(tx, id);
    const [current] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, id)).for('update');
    if (!current) return loadAdminUser(tx, id);
    await tx.update(players).set({ userId: null, updatedAt: new Date() }).where(eq(players.id, current.id));
    await recordAudit(tx, {
      actor: admin,
      action: 'user.player_unlinked',
      entityType: 'user',
      entityId: id,
      before: { player_id: current.id },
      after: { player_id: null },
    });
    await syncCaptainRole(tx, id);
    return loadAdminUser(tx, id);
  });
}

/** Stops an account signing in, and signs it out everywhere at once (its sessions go). */
export async function disableUser({ db, actor, userId: id }: UserCall): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    await assertAdminsRemainWithout(tx, id);
    const before = await lockUser(tx, id);
    if (before.disabledAt) return loadAdminUser(tx, id);
    if (id === admin.userId) throw conflict(DISABLE_SELF_MESSAGE);
    const now = new Date();
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'user.disabled',
      entityType: 'user',
      entityId: id,
      before: { disabled_at: null },
      after: { disabled_at: now },
    });
    return loadAdminUser(tx, id);
  });
}

export async function enableUser({ db, actor, userId: id }: UserCall): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before.disabledAt) return loadAdminUser(tx, id);
    await tx.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'user.enabled',
      entityType: 'user',
      entityId: id,
      before: { disabled_at: before.disabledAt },
      after: { disabled_at: null },
    });
    return loadAdminUser(tx, id);
  });
}

/** The same e-mail as "Forgot password" on /reset-password sends, through Better Auth. */
export async function sendPasswordReset({ db, auth, actor, userId: id }: UserCall & { auth: Auth }): Promise<AdminUserListItem> {
  const admin = requireActor(actor);
  const user = await loadAdminUser(db, id);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!row || isPhoneOnlyEmail(row.email)) throw conflict(NO_EMAIL_MESSAGE);
  await auth.api.requestPasswordReset({ body: { email: row.email, redirectTo: '/reset-password' } });
  await recordAudit(db, { actor: admin, action: 'user.password_reset_sent', entityType: 'user', entityId: id, before: null, after: { email: row.email } });
  return user;
}
