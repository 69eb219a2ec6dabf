import { AdminSeasonsPage } from '../../../features/admin-seasons/components/admin-seasons-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminSeasonsRoute() {
  useDocumentTitle('Seasons · Admin');
  return <AdminSeasonsPage />;
}
