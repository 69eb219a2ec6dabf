import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationDelivery, NotificationDeliveryPage } from '../../../shared/api/notifications';
import {
  DELIVERY_OUTCOMES,
  type DeliveryOutcome,
  isNotificationKind,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_KEYS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notificationDeliveries, outbox, users } from '../../db/schema/index';
import { toCsv } from '../../http/csv';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow } from '../../http/list-query';

export const listDeliveriesQuerySchema = listQuerySchema(
  {
    kind: optionalParam(z.enum(NOTIFICATION_KIND_KEYS as [string, ...string[]], { error: 'Kind must be a kind of notification.' })),
    channel: optionalParam(z.enum(NOTIFICATION_CHANNELS, { error: `Channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}.` })),
    outcome: optionalParam(z.enum(DELIVERY_OUTCOMES, { error: `Outcome must be one of ${DELIVERY_OUTCOMES.join(', ')}.` })),
    user_id: optionalParam(z.string().min(1).max(100, 'User must be a user id.')),
  },
  { pageSizeDefault: 50, pageSizeMax: 200 },
);
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuerySchema>;

function filtersOf(query: FiltersOf<ListDeliveriesQuery>): SQL | undefined {
  return and(
    query.kind ? eq(notificationDeliveries.kind, query.kind) : undefined,
    query.channel ? eq(notificationDeliveries.channel, query.channel) : undefined,
    query.outcome ? eq(notificationDeliveries.outcome, query.outcome) : undefined,
    query.user_id ? eq(notificationDeliveries.userId, query.user_id) : undefined,
  );
}

function selectDeliveries(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: notificationDeliveries.id,
      kind: notificationDeliveries.kind,
      channel: notificationDeliveries.channel,
      outcome: notificationDeliveries.outcome,
      eventCount: notificationDeliveries.eventCount,
      userId: notificationDeliveries.userId,
      name: users.name,
      createdAt: notificationDeliveries.createdAt,
      finishedAt: notificationDeliveries.finishedAt,
      sendAfter: notificationDeliveries.sendAfter,
      outboxStatus: outbox.status,
    })
    .from(notificationDeliveries)
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .leftJoin(outbox, eq(outbox.id, notificationDeliveries.outboxId))
    .where(where)
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id));
}

type Row = Awaited<ReturnType<typeof selectDeliveries>>[number];

function toDelivery(r: Row): NotificationDelivery {
  const kind = isNotificationKind(r.kind) ? r.kind : 'announcement';
  // A message the outbox took and then could not deliver failed; one being sent is still queued.
  const outcome: DeliveryOutcome = r.outboxStatus === 'failed' ? 'failed' : r.outcome === 'sending' ? 'queued' : (r.outcome as DeliveryOutcome);
  return {
    id: r.id,
    kind,
    kind_label: NOTIFICATION_KINDS[kind].label,
    channel: r.channel as NotificationChannel,
    outcome,
    event_count: r.eventCount,
    recipient_id: r.userId,
    recipient_name: r.name,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    held_until: r.outcome === 'held' ? r.sendAfter.toISOString() : null,
  };
}

/**
 * The send log for admins, newest first: who got which kind on which channel, and how it went
 * (never what it said). An e-mail or text handed to the outbox that the outbox then failed to
 * deliver shows as failed.
 */
export async function listDeliveries(db: Database, query: ListDeliveriesQuery): Promise<NotificationDeliveryPage> {
  const where = filtersOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectDeliveries(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(notificationDeliveries).where(where),
  ]);
  return {
    items: rows.map(toDelivery),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const CSV_HEADER = ['created_at', 'kind', 'channel', 'outcome', 'event_count', 'recipient_id', 'recipient_name', 'finished_at', 'held_until'] as const;

/** Every send the filters select, newest first, as CSV (no message content, as on the page). */
export async function exportDeliveriesCsv(db: Database, query: FiltersOf<ListDeliveriesQuery>): Promise<string> {
  const rows = (await selectDeliveries(db, filtersOf(query))).map(toDelivery);
  return toCsv(
    CSV_HEADER,
    rows.map((d) => [d.created_at, d.kind_label, d.channel, d.outcome, d.event_count, d.recipient_id, d.recipient_name, d.finished_at, d.held_until]),
  );
}
