import type { Database, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { Actor } from '../../http/context';

export interface AuditRecord {
  /** Who made the change; null when the system did (e.g. an invitation running out). */
  actor: Actor | null;
  /** Verb-like, `<domain>.<what happened>`: `waitlist.invited`, `settings.updated`. */
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row. Call it with the transaction of the change itself, so the change and
 * its record are stored together or not at all.
 */
export async function recordAudit(tx: Database | Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: record.actor?.userId ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: toJson(record.before),
    after: toJson(record.after),
  });
}

/** Dates become ISO text and undefined disappears, as they would in any JSON answer. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
