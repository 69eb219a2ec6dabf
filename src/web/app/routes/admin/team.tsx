import { useParams } from 'react-router';
import { AdminTeamPage } from '../../../features/admin-teams/components/admin-team-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminTeamRoute() {
  useDocumentTitle('Team · Admin');
  const { teamId = '' } = useParams();
  // Keyed: another team's page starts fresh (its own forms and confirmations).
  return <AdminTeamPage key={teamId} teamId={teamId} />;
}
