import { AdminDivisionsPage } from '../../../features/admin-divisions/components/admin-divisions-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDivisionsRoute() {
  useDocumentTitle('Divisions · Admin');
  return <AdminDivisionsPage />;
}
