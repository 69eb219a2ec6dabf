import { CheckInPage } from '../../../features/check-in';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminCheckInRoute() {
  useDocumentTitle('Check-in');
  return <CheckInPage />;
}
