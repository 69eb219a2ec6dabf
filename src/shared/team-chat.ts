// Team chat (issue 23, decision 078): what server and web share.

/** The realtime channel of one team's chat (decision 036's realtime_messages). */
export const teamChatChannel = (teamId: string) => `team-chat:${teamId}`;

/** A message's text at most this long. */
export const CHAT_MESSAGE_MAX = 2000;
/** History pages. */
export const CHAT_PAGE_SIZE = 50;
/** What a deleted message shows in its place. */
export const CHAT_MESSAGE_DELETED = 'Message deleted';
