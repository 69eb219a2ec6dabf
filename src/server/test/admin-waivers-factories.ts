import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, waivers } from '../db/schema/index';

/** Versions as the admin list would show them: version number and whether active. */
export async function waiverStates(db: Database): Promise<{ version: number; isActive: boolean; title: string; body: string }[]> {
  return db.select({ version: waivers.version, isActive: waivers.isActive, title: waivers.title, body: waivers.body }).from(waivers).orderBy(waivers.version);
}

export async function activeVersions(db: Database): Promise<number[]> {
  return (await db.select({ version: waivers.version }).from(waivers).where(eq(waivers.isActive, true))).map((r) => r.version);
}

/** Sets the active version directly (a test's starting point, not the feature under test). */
export async function forceActive(db: Database, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(waivers).set({ isActive: false }).where(eq(waivers.isActive, true));
    await tx.update(waivers).set({ isActive: true, activatedAt: new Date() }).where(eq(waivers.version, version));
  });
}

export async function waiverAudits(db: Database, waiverId: string) {
  return db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.entityId, waiverId)).orderBy(desc(auditLog.id));
}
