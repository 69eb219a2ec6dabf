import { AdminUsersPage } from '../../../features/admin-users/components/admin-users-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminUsersRoute() {
  useDocumentTitle('Users · Admin');
  return <AdminUsersPage />;
}
