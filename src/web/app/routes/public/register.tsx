import { useSearchParams } from 'react-router';
import { RegistrationPage } from '../../../features/registration/components/registration-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /register, or /register?invitation=<token> from a waitlist or returning-player invitation. */
export default function RegisterRoute() {
  useDocumentTitle('Register');
  const [params] = useSearchParams();
  return <RegistrationPage invitation={params.get('invitation')?.trim() || null} />;
}
