import { useParams } from 'react-router';
import { TeamChatRouteBody } from '../../../features/team-chat/components/team-chat-route';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function PlayerChatTeamRoute() {
  useDocumentTitle('Team chat');
  const { teamId = '' } = useParams();
  return <TeamChatRouteBody teamId={teamId} listPath="/player/chat" />;
}
