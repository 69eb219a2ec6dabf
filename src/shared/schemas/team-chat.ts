// zod/mini (decision 006): the team chat's request bodies, shared by the chat page and the
// server (issue 23, decision 078).
import { z } from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '../team-chat';
import { idField } from './ids';
import { textField } from './text';

export const CHAT_BODY_REQUIRED = 'Write a message first.';
export const CHAT_CLIENT_KEY_MESSAGE = 'client_key must be a UUID chosen by the device.';

/** POST /api/teams/{teamId}/chat/messages */
export const sendChatMessageInputSchema = z.object({
  body: textField({ max: CHAT_MESSAGE_MAX, required: CHAT_BODY_REQUIRED, tooLong: `A message must be at most ${CHAT_MESSAGE_MAX} characters.` }),
  client_key: idField(CHAT_CLIENT_KEY_MESSAGE),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInputSchema>;

/** POST /api/teams/{teamId}/chat/read: everything up to and including this message was seen. */
export const markChatReadInputSchema = z.object({ message_id: idField('message_id must be a message of this chat.') });
export type MarkChatReadInput = z.infer<typeof markChatReadInputSchema>;

/** PUT /api/teams/{teamId}/chat/mute */
export const setChatMuteInputSchema = z.object({ muted: z.boolean({ error: 'muted must be true or false.' }) });
export type SetChatMuteInput = z.infer<typeof setChatMuteInputSchema>;
