import { AdminReturningPlayersPage } from '../../../features/admin-returning-players/components/admin-returning-players-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminReturningPlayersRoute() {
  useDocumentTitle('Returning Players · Admin');
  return <AdminReturningPlayersPage />;
}
