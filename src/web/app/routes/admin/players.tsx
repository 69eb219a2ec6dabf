import { AdminPlayersPage } from '../../../features/admin-players/components/admin-players-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminPlayersRoute() {
  useDocumentTitle('Players · Admin');
  return <AdminPlayersPage />;
}
