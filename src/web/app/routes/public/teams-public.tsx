import { TeamsPage } from '../../../features/league-directory/components/teams-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function TeamsPublicRoute() {
  useDocumentTitle('Teams');
  return <TeamsPage />;
}
