import { TeamInvitesPage } from '../../../features/team-invites/components/team-invites-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function CaptainInvitesRoute() {
  useDocumentTitle('Team invites · Captain');
  return <TeamInvitesPage />;
}
