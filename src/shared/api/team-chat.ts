// Response shapes of the team chat (issue 23, decision 078); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { chatMessageSchema } from '../schemas/team-chat-message';

export { type ChatMessage, chatMessageSchema, type ChatStreamEvent, chatStreamEventSchema } from '../schemas/team-chat-message';

/** GET /api/teams/{teamId}/chat/messages?before=<cursor>: newest first. */
export const chatHistorySchema = z.object({
  team: z.object({ id: rowId(), name: z.string() }),
  messages: z.array(chatMessageSchema),
  next_cursor: z.nullable(z.string()).check(z.describe('Pass as `before` for the next (older) page; null when there is none.')),
  last_event_id: z.number().check(z.describe('Open the stream with `after` this: nothing sent after this answer is missed.')),
  last_read_seq: z.number().check(z.describe('The seq of the last message the caller has seen (0: none).')),
  muted: z.boolean(),
  can_delete_any: z.boolean().check(z.describe("Captains of the team and admins may delete anyone's message; everyone their own.")),
});
export type ChatHistory = z.output<typeof chatHistorySchema>;

/** One team chat of the caller, for the chat list and the navigation's badge. */
export const chatTeamSchema = z.object({
  team_id: rowId(),
  team_name: z.string(),
  season_name: z.string(),
  unread_count: z.number(),
  muted: z.boolean(),
  last_message_at: z.nullable(instant()).check(z.describe('ISO 8601; null before the first message.')),
});
export type ChatTeam = z.output<typeof chatTeamSchema>;

/** GET /api/chat/teams */
export const chatTeamsSchema = z.object({ teams: z.array(chatTeamSchema), unread_total: z.number() });
export type ChatTeams = z.output<typeof chatTeamsSchema>;

/** POST /api/teams/{teamId}/chat/read */
export const chatUnreadSchema = z.object({ unread_count: z.number(), last_read_seq: z.number() });
export type ChatUnread = z.output<typeof chatUnreadSchema>;

/** PUT /api/teams/{teamId}/chat/mute */
export const chatMuteSchema = z.object({ muted: z.boolean() });
export type ChatMute = z.output<typeof chatMuteSchema>;
