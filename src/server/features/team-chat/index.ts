// What other features use of the team chat (issue 23, decision 078; decision 065: features meet through their index).
export { startChatDigestJob, sendChatDigests } from './chat-digest';
export { unreadByTeam } from './chat-state.service';
export { teamChatRoutes } from './team-chat.routes';
