import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OutboxMessage } from '../../../shared/api/outbox';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';

export const listOutboxQuerySchema = z.object({
  recipient: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1, 'Limit must be between 1 and 200.').max(200, 'Limit must be between 1 and 200.').default(50),
});
export type ListOutboxQuery = z.infer<typeof listOutboxQuerySchema>;

/** Newest first: what the league sent (or, with no provider, would have sent). */
export async function listOutbox(db: Database, query: ListOutboxQuery): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(query.recipient ? eq(outbox.recipient, query.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }));
}
