import { AdminWaitlistPage } from '../../../features/admin-waitlist/components/admin-waitlist-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminWaitlistRoute() {
  useDocumentTitle('Waitlist · Admin');
  return <AdminWaitlistPage />;
}
