import { useChatTeams } from '../api';
import { TeamChatPage } from './team-chat-page';

/** /player/chat/:teamId and /captain/chat/:teamId: one chat, with a way back when there are others. */
export function TeamChatRouteBody({ teamId, listPath }: { teamId: string; listPath: string }) {
  const chats = useChatTeams();
  const mine = chats.data?.teams.some((t) => t.team_id === teamId) ?? false;
  // Another chat to go back to: more than one of one's own, or an admin reading a team not theirs.
  const hasOtherChats = (chats.data?.teams.length ?? 0) > 1 || (chats.data !== undefined && !mine);
  return <TeamChatPage key={teamId} teamId={teamId} listPath={listPath} hasOtherChats={hasOtherChats} />;
}
