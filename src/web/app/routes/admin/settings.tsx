import { AdminSettingsPage } from '../../../features/admin-settings/components/admin-settings-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminSettingsRoute() {
  useDocumentTitle('Settings · Admin');
  return <AdminSettingsPage />;
}
