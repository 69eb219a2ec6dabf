import { AdminRankingsPage } from '../../../features/admin-rankings';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminRankingsRoute() {
  useDocumentTitle('Rankings · Admin');
  return <AdminRankingsPage />;
}
