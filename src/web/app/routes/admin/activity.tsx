import { AdminActivityPage } from '../../../features/admin-dashboard/components/admin-activity-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminActivityRoute() {
  useDocumentTitle('Activity · Admin');
  return <AdminActivityPage />;
}
