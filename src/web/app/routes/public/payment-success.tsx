import { useSearchParams } from 'react-router';
import { PaymentSuccessPage } from '../../../features/registration/components/payment-success-page';
import { registrationIdParam } from '../../../features/registration/payment-status';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /payment-success?registration=<id>: Stripe Checkout's return after paying. */
export default function PaymentSuccessRoute() {
  useDocumentTitle('Registration payment');
  const [params] = useSearchParams();
  return <PaymentSuccessPage registrationId={registrationIdParam(params.get('registration'))} />;
}
