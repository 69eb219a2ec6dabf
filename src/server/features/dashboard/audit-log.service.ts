import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditLogItem, AuditLogPage } from '../../../shared/api/dashboard';
import { AUDIT_LOG_PAGE_SIZE_DEFAULT, AUDIT_LOG_PAGE_SIZE_MAX } from '../../../shared/dashboard';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listAuditLogQuerySchema = listQuerySchema(
  {
    entity_type: optionalParam(z.string().trim().max(100, 'Entity type must be at most 100 characters.')),
    /** An account id, or part of the actor's name or e-mail; "system" finds changes nobody made. */
    actor: optionalParam(z.string().trim().max(100, 'Actor must be at most 100 characters.')),
  },
  { pageSizeDefault: AUDIT_LOG_PAGE_SIZE_DEFAULT, pageSizeMax: AUDIT_LOG_PAGE_SIZE_MAX },
);
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuerySchema>;
type AuditLogFilters = FiltersOf<ListAuditLogQuery>;

const SYSTEM_ACTOR = 'system';

function filtersOf(query: AuditLogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined];
  if (query.actor) {
    const pattern = containsPattern(query.actor);
    conditions.push(
      query.actor.toLowerCase() === SYSTEM_ACTOR
        ? isNull(auditLog.actorUserId)
        : or(eq(auditLog.actorUserId, query.actor), ilike(users.name, pattern), ilike(users.email, pattern)),
    );
  }
  return and(...conditions);
}

/** Newest first; the id orders rows written in the same instant (one transaction). */
const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

const itemColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorUserId: auditLog.actorUserId,
  actorName: users.name,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

interface ItemRow {
  id: number;
  createdAt: Date;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

function toItem(row: ItemRow): AuditLogItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_name: row.actorName,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** The newest `limit` audit rows with their actor's name (the dashboard's recent activity). */
export async function recentAuditItems(db: Database, limit: number): Promise<AuditLogItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toItem);
}

export async function listAuditLog({ db, actor, query }: { db: Database; actor: Actor | null; query: ListAuditLogQuery }): Promise<AuditLogPage> {
  requireActor(actor);
  const where = filtersOf(query);
  const [rows, [total], types] = await Promise.all([
    db
      .select(itemColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where),
    db.selectDistinct({ entityType: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
  ]);
  return {
    items: rows.map(toItem),
    total: total?.count ?? 0,
    page: query.page,
    page_size: query.page_size,
    entity_types: types.map((t) => t.entityType),
  };
}

const CSV_HEADER = ['id', 'created_at', 'actor_user_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'before', 'after'] as const;

const jsonCell = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Every row the filters match, newest first, before and after as JSON text. */
export async function exportAuditLogCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: AuditLogFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(itemColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(filtersOf(query))
    .orderBy(...newestFirst);
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [r.id, r.createdAt.toISOString(), r.actorUserId, r.actorName, r.action, r.entityType, r.entityId, jsonCell(r.before), jsonCell(r.after)]),
  );
}
