import { PlayersPage } from '../../../features/league-directory/components/players-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function PlayersPublicRoute() {
  useDocumentTitle('Players');
  return <PlayersPage />;
}
