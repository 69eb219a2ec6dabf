import { count, desc, eq, max, sql } from 'drizzle-orm';
import type { WaiverVersionInput } from '../../../shared/schemas/admin-waivers';
import type { AdminWaiverDetail, AdminWaiverList, AdminWaiverVersion } from '../../../shared/api/waivers';
import { WAIVER_CONFLICTS } from '../../../shared/admin-waivers';
import type { Database, Transaction } from '../../db/client';
import { waitlistEntries, waiverSignatures, waivers } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';

type WaiverRow = typeof waivers.$inferSelect;

const signatureCounts = (db: Database | Transaction) =>
  db
    .select({ waiverId: waiverSignatures.waiverId, count: count().as('count') })
    .from(waiverSignatures)
    .groupBy(waiverSignatures.waiverId)
    .as('signature_counts');

function toVersion(row: WaiverRow, signatures: number): AdminWaiverVersion {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    is_active: row.isActive,
    activated_at: row.activatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    signature_count: signatures,
  };
}

export async function listWaiverVersions({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminWaiverList> {
  requireActor(actor);
  const counts = signatureCounts(db);
  const rows = await db
    .select({ waiver: waivers, signatures: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number) })
    .from(waivers)
    .leftJoin(counts, eq(counts.waiverId, waivers.id))
    .orderBy(desc(waivers.version));
  return { items: rows.map((r) => toVersion(r.waiver, r.signatures)) };
}

/**
 * Signed or accepted by anyone: a signature, or a waitlist entry that accepted it. Its text
 * is then what those people agreed to and must stay as it is.
 */
async function agreedCount(db: Database | Transaction, waiverId: string): Promise<{ signatures: number; agreed: number }> {
  const [[signed], [accepted]] = await Promise.all([
    db.select({ count: count() }).from(waiverSignatures).where(eq(waiverSignatures.waiverId, waiverId)),
    db.select({ count: count() }).from(waitlistEntries).where(eq(waitlistEntries.waiverId, waiverId)),
  ]);
  const signatures = signed?.count ?? 0;
  return { signatures, agreed: signatures + (accepted?.count ?? 0) };
}

async function loadDetail(db: Database | Transaction, waiverId: string): Promise<AdminWaiverDetail> {
  const [row] = await db.select().from(waivers).where(eq(waivers.id, waiverId));
  if (!row) throw notFound('That waiver version');
  const { signatures, agreed } = await agreedCount(db, waiverId);
  return { ...toVersion(row, signatures), body: row.body, editable: !row.isActive && agreed === 0 };
}

export async function getWaiverVersion({ db, actor, waiverId }: { db: Database; actor: Actor | null; waiverId: string }): Promise<AdminWaiverDetail> {
  requireActor(actor);
  return loadDetail(db, waiverId);
}

/**
 * Every row of waivers locked, in one order: creating (version = highest + 1) and activating
 * (deactivate one, activate another) then run one after the other, so neither the unique
 * version nor the one-active index is ever broken by two admins at once. The statements
 * after this read afresh (READ COMMITTED), so they see what a finished rival wrote.
 */
async function lockWaivers(tx: Transaction): Promise<void> {
  await tx.select({ id: waivers.id }).from(waivers).orderBy(waivers.id).for('update');
}

/** A new version, inactive, numbered one past the highest. */
export async function createWaiverVersion({ db, actor, input }: { db: Database; actor: Actor | null; input: WaiverVersionInput }): Promise<AdminWaiverDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    await lockWaivers(tx);
    const [highest] = await tx.select({ version: max(waivers.version) }).from(waivers);
    const [row] = await tx
      .insert(waivers)
      .values({ version: (highest?.version ?? 0) + 1, title: input.title, body: input.body, isActive: false, createdBy: admin.userId })
      .returning();
    if (!row) throw new Error('waiver version was not stored');
    await recordAudit(tx, { actor: admin, action: 'waiver.created', entityType: 'waiver', entityId: row.id, before: null, after: row });
    return loadDetail(tx, row.id);
  });
}

/** Corrects a draft: only while inactive and agreed to by nobody (else 409). */
export async function updateWaiverVersion({
  db,
  actor,
  waiverId: id,
  input,
}: {
  db: Database;
  actor: Actor | null;
  waiverId: string;
  input: WaiverVersionInput;
}): Promise<AdminWaiverDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    await lockWaivers(tx);
    const [before] = await tx.select().from(waivers).where(eq(waivers.id, id));
    if (!before) throw notFound('That waiver version');
    if (before.isActive) throw conflict(WAIVER_CONFLICTS.active);
    if ((await agreedCount(tx, id)).agreed > 0) throw conflict(WAIVER_CONFLICTS.signed);
    const [after] = await tx.update(waivers).set({ title: input.title, body: input.body }).where(eq(waivers.id, id)).returning();
    await recordAudit(tx, { actor: admin, action: 'waiver.updated', entityType: 'waiver', entityId: id, before, after });
    return loadDetail(tx, id);
  });
}

/**
 * Makes this version the one people accept; everyone signs it again. In one transaction: the
 * current one is switched off before this one is switched on, so the partial unique index
 * (at most one active) holds at every statement.
 */
export async function activateWaiverVersion({ db, actor, waiverId: id }: { db: Database; actor: Actor | null; waiverId: string }): Promise<AdminWaiverDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    await lockWaivers(tx);
    const [target] = await tx.select().from(waivers).where(eq(waivers.id, id));
    if (!target) throw notFound('That waiver version');
    if (target.isActive) throw conflict(WAIVER_CONFLICTS.alreadyActive);
    const previous = await tx
      .update(waivers)
      .set({ isActive: false })
      .where(eq(waivers.isActive, true))
      .returning({ id: waivers.id, version: waivers.version });
    const [after] = await tx.update(waivers).set({ isActive: true, activatedAt: new Date() }).where(eq(waivers.id, id)).returning();
    await recordAudit(tx, {
      actor: admin,
      action: 'waiver.activated',
      entityType: 'waiver',
      entityId: id,
      before: { ...target, replaced_version: previous[0]?.version ?? null },
      after,
    });
    return loadDetail(tx, id);
  });
}
