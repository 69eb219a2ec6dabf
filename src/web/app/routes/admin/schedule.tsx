import { AdminSchedulePage } from '../../../features/admin-schedule';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminScheduleRoute() {
  useDocumentTitle('Schedule · Admin');
  return <AdminSchedulePage />;
}
