// Response shape of the admin outbox API (decision 017).
import { z } from 'zod/mini';

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  status: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const outboxMessagesSchema = z.array(outboxMessageSchema);
