import { AdminWaiversPage } from '../../../features/admin-waivers/components/admin-waivers-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminWaiversRoute() {
  useDocumentTitle('Waivers · Admin');
  return <AdminWaiversPage />;
}
