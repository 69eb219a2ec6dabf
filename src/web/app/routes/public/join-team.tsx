import { useParams } from 'react-router';
import { JoinTeamPage } from '../../../features/team-invites/components/join-team-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /join-team/:inviteToken (spec §2, public): join a team by its invite link (decision 077). */
export default function JoinTeamRoute() {
  useDocumentTitle('Join a team');
  const { inviteToken = '' } = useParams();
  return <JoinTeamPage token={inviteToken} />;
}
