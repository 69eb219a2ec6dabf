import { useSearchParams } from 'react-router';
import { PaymentCanceledPage } from '../../../features/registration/components/payment-canceled-page';
import { registrationIdParam } from '../../../features/registration/payment-status';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /payment-canceled?registration=<id>: Stripe Checkout's return when the payment was canceled. */
export default function PaymentCanceledRoute() {
  useDocumentTitle('Payment canceled');
  const [params] = useSearchParams();
  return <PaymentCanceledPage registrationId={registrationIdParam(params.get('registration'))} />;
}
