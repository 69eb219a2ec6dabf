import { z } from 'zod';
import { chatHistorySchema, chatMessageSchema, chatMuteSchema, chatStreamEventSchema, chatTeamsSchema, chatUnreadSchema } from '../../../shared/api/team-chat';
import { markChatReadInputSchema, sendChatMessageInputSchema, setChatMuteInputSchema } from '../../../shared/schemas/team-chat';
import { teamChatChannel } from '../../../shared/team-chat';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, eventStream, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { optionalParam } from '../../http/list-query';
import { lastEventIdOf, realtimeEventStream } from '../../realtime/index';
import { chatAccessOf } from './chat-access';
import { listChatTeams, markChatRead, setChatMute } from './chat-state.service';
import { chatHistory, deleteChatMessage, sendChatMessage } from './messages.service';

const teamParams = pathIds('teamId');
const messageParams = pathIds('teamId', 'messageId');
const historyQuery = z.object({ before: optionalParam(z.string().max(40, 'That is not a page of this chat (bad cursor).')) });
const AFTER_MESSAGE = 'after must be a message id (a whole number, 0 or more).';
const streamQuery = z.object({
  after: optionalParam(z.coerce.number(AFTER_MESSAGE).int(AFTER_MESSAGE).min(0, AFTER_MESSAGE).max(Number.MAX_SAFE_INTEGER, AFTER_MESSAGE)),
});
const TEAM_CHAT = 'The team chat is for the team’s roster (players, captains, co-captains) and admins; anyone else gets 403.';

/**
 * Team chat (issue 23, decision 078). Every route is for signed-in callers; the service decides
 * the team (chatAccessOf): roster members and admins, 403 for anyone else, the stream included.
 */
export function teamChatRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return apiRoutes('Team chat', [
    apiRoute(
      {
        method: 'get',
        path: '/api/chat/teams',
        summary: "The caller's team chats with their unread counts",
        access: access.signedIn,
        response: chatTeamsSchema,
      },
      async ({ actor }) => listChatTeams(db, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/teams/:teamId/chat/messages',
        summary: "A page of a team's chat, newest first, with the stream position and the caller's read state",
        description: TEAM_CHAT,
        access: access.signedIn,
        params: teamParams,
        notFound: 'That team',
        query: historyQuery,
        response: chatHistorySchema,
        errors: [403],
      },
      async ({ actor, params, query }) => chatHistory(db, actor, params.teamId, query),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/teams/:teamId/chat/messages',
        summary: "Send a message to a team's chat (idempotent on client_key: a resend answers the stored message with 200)",
        description: TEAM_CHAT,
        access: access.signedIn,
        params: teamParams,
        notFound: 'That team',
        body: sendChatMessageInputSchema,
        response: chatMessageSchema,
        status: 201,
        alsoStatus: [200],
        errors: [403, 409],
      },
      async ({ actor, params, body }) => {
        const { created, message } = await sendChatMessage(db, actor, params.teamId, body);
        return created ? message : withStatus(200, message);
      },
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/teams/:teamId/chat/messages/:messageId',
        summary: 'Delete a chat message: its author, a captain of the team or an admin; it shows as deleted',
        access: access.signedIn,
        params: messageParams,
        notFound: 'That message',
        response: chatMessageSchema,
        errors: [403],
      },
      async ({ actor, params }) => deleteChatMessage(db, actor, params.teamId, params.messageId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/teams/:teamId/chat/read',
        summary: 'Mark a team chat read up to a message',
        access: access.signedIn,
        params: teamParams,
        notFound: 'That team',
        body: markChatReadInputSchema,
        response: chatUnreadSchema,
        errors: [403],
      },
      async ({ actor, params, body }) => markChatRead(db, actor, params.teamId, body),
    ),
    apiRoute(
      {
        method: 'put',
        path: '/api/teams/:teamId/chat/mute',
        summary: 'Mute or unmute a team chat for the caller (no pushes or e-mails while muted)',
        access: access.signedIn,
        params: teamParams,
        notFound: 'That team',
        body: setChatMuteInputSchema,
        response: chatMuteSchema,
        errors: [403],
      },
      async ({ actor, params, body }) => setChatMute(db, actor, params.teamId, body),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/teams/:teamId/chat/stream',
        summary: "A team's chat as it happens (server-sent events): each event is a message, new or deleted",
        description:
          'Opened with `after` (the `last_event_id` of the history), it first sends every message after it. A reconnecting EventSource ' +
          `sends \`Last-Event-ID\`, which wins over \`after\`. ${TEAM_CHAT}`,
        access: access.signedIn,
        params: teamParams,
        notFound: 'That team',
        query: streamQuery,
        response: eventStream(chatStreamEventSchema),
        errors: [403, 429],
      },
      async ({ c, actor, params, query }) => {
        // The team check before the stream takes a slot (decision 051).
        await chatAccessOf(db, actor, params.teamId);
        return realtimeEventStream(c, deps.realtime, teamChatChannel(params.teamId), lastEventIdOf(c) ?? query.after);
      },
    ),
  ]);
}
