import { AdminTeamsPage } from '../../../features/admin-teams/components/admin-teams-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminTeamsRoute() {
  useDocumentTitle('Teams · Admin');
  return <AdminTeamsPage />;
}
