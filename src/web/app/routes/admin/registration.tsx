import { useParams } from 'react-router';
import { AdminRegistrationPage } from '../../../features/admin-registrations/components/admin-registration-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminRegistrationRoute() {
  useDocumentTitle('Registration · Admin');
  const { registrationId = '' } = useParams();
  // Keyed: another registration's page starts fresh (its own dialogs and notes).
  return <AdminRegistrationPage key={registrationId} registrationId={registrationId} />;
}
