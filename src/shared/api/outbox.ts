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
  created_at: instant().check(z.describe('ISO 8601')),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const outboxMessagesSchema = z.array(outboxMessageSchema);
