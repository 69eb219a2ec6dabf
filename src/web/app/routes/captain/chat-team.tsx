import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { TeamChatRouteBody } from '../../../features/team-chat/components/team-chat-route';

/** /captain/chat/:teamId: the same chat as /player/chat/:teamId, inside the captain area. */
export default function CaptainChatTeamRoute() {
  useDocumentTitle('Chat · Captain');
  const { teamId = '' } = useParams();
  return <TeamChatRouteBody teamId={teamId} listPath="/player/chat" />;
}
