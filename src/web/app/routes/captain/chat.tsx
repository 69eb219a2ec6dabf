import { Navigate } from 'react-router';
import { useCaptainTeam } from '../../../features/captain';

/** /captain/chat: the chat of the team chosen in the captain area (remembered per device). */
export default function CaptainChatRoute() {
  const { teamId } = useCaptainTeam();
  return <Navigate to={`/captain/chat/${teamId}`} replace />;
}
