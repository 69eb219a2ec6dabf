import { AdminDashboardPage } from '../../../features/admin-dashboard/components/admin-dashboard-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDashboardRoute() {
  useDocumentTitle('Dashboard · Admin');
  return <AdminDashboardPage />;
}
