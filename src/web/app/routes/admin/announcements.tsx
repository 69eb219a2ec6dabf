import { AdminAnnouncementsPage } from '../../../features/admin-announcements/components/admin-announcements-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminAnnouncementsRoute() {
  useDocumentTitle('Announcements · Admin');
  return <AdminAnnouncementsPage />;
}
