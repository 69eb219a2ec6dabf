// Response shape of the admin outbox API (decision 017).
import { z } from 'zod/mini';
import { instant } from '../schemas/formats';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../outbox';

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** ISO 8601 */
  created_at: instant(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const outboxMessagesSchema = z.array(outboxMessageSchema);
