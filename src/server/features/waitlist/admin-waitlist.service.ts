import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateWaitlistPriorityInput } from '../../../shared/schemas/admin-waitlist';
import type { WaitlistStatus } from '../../../shared/waitlist';
import type { WaitlistEntryDetail } from '../../../shared/api/waitlist';
import type { Database } from '../../db/client';
import { waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { loadWaitlistEntryDetail, lockWaitlistEntry } from './waitlist-views';

export async function getWaitlistEntry({ db, actor, entryId }: { db: Database; actor: Actor | null; entryId: string }): Promise<WaitlistEntryDetail> {
  requireActor(actor);
  return loadWaitlistEntryDetail(db, entryId);
}

export async function updateWaitlistPriority({
  db,
  actor,
  entryId: id,
  input,
}: {
  db: Database;
  actor: Actor | null;
  entryId: string;
  input: UpdateWaitlistPriorityInput;
}): Promise<WaitlistEntryDetail> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = await lockWaitlistEntry(tx, id);
    const [after] = await tx
      .update(waitlistEntries)
      .set({ waitlistPriority: input.waitlist_priority, updatedAt: new Date() })
      .where(eq(waitlistEntries.id, id))
      .returning();
    await recordAudit(tx, { actor: admin, action: 'waitlist.priority_changed', entityType: 'waitlist_entry', entityId: id, before, after });
    return loadWaitlistEntryDetail(tx, id);
  });
}

/** Which statuses each admin decision may leave; anything else is a 409. */
const STATUS_CHANGES = {
  declined: { from: ['pending', 'invited', 'expired'], action: 'waitlist.declined', refusal: 'Only a pending, invited or expired entry can be declined.' },
  registered: { from: ['pending', 'invited', 'expired', 'declined'], action: 'waitlist.registered', refusal: 'This entry is already registered.' },
} as const satisfies Record<string, { from: readonly WaitlistStatus[]; action: string; refusal: string }>;

/**
 * Decline, or mark registered (e.g. registered at the field). Either way an open invitation
 * is revoked: its link must not still work for a decided entry.
 */
export async function setWaitlistEntryStatus({
  db,
  actor,
  entryId: id,
  status,
}: {
  db: Database;
  actor: Actor | null;
  entryId: string;
  status: keyof typeof STATUS_CHANGES;
}): Promise<WaitlistEntryDetail> {
  const admin = requireActor(actor);
  const change = STATUS_CHANGES[status];
  return db.transaction(async (tx) => {
    const before = await lockWaitlistEntry(tx, id);
    if (!(change.from as readonly string[]).includes(before.status)) throw conflict(change.refusal);
    const now = new Date();
    await tx
      .update(waitlistInvitations)
      .set({ revokedAt: now })
      .where(and(eq(waitlistInvitations.entryId, id), isNull(waitlistInvitations.claimedAt), isNull(waitlistInvitations.revokedAt)));
    const [after] = await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, id)).returning();
    await recordAudit(tx, { actor: admin, action: change.action, entityType: 'waitlist_entry', entityId: id, before, after });
    return loadWaitlistEntryDetail(tx, id, now);
  });
}

/** Removes the entry and its invitations; the audit row keeps what it was. */
export async function deleteWaitlistEntry({ db, actor, entryId: id }: { db: Database; actor: Actor | null; entryId: string }): Promise<void> {
  const admin = requireActor(actor);
  await db.transaction(async (tx) => {
    const before = await lockWaitlistEntry(tx, id);
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
    await recordAudit(tx, { actor: admin, action: 'waitlist.deleted', entityType: 'waitlist_entry', entityId: id, before, after: null });
  });
}
