// A team chat message and the chat stream's events (decision 078): the web parses stream
// events with this schema at run time (as /live's, decision 068), so it lives with the schemas.
import { z } from 'zod/mini';
import { accountId, instant, rowId } from './formats';

/** One message, as history and the stream give it. A deleted one has an empty body. */
export const chatMessageSchema = z.object({
  id: rowId(),
  seq: z.number().check(z.describe("The chat's order: later messages have a higher seq.")),
  team_id: rowId(),
  author: z.nullable(z.object({ user_id: accountId(), name: z.string() })).check(z.describe("null once the author's account is gone.")),
  body: z.string(),
  client_key: z.string().check(z.describe("The sender device's key for it: a resend with the same key is this message.")),
  created_at: instant(),
  deleted: z.boolean(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** Each event of GET /api/teams/{teamId}/chat/stream: a message as it is now (new, or deleted). */
export const chatStreamEventSchema = z.object({ type: z.literal('message'), message: chatMessageSchema });
export type ChatStreamEvent = z.output<typeof chatStreamEventSchema>;
