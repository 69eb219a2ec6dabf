import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REGISTRATION_MESSAGES } from '../../../../shared/registrations';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import { useAuth } from '../../auth';
import { useMyRegistration, useStartCheckout } from '../api';
import { paymentView } from '../payment-status';
import { MissingRegistration, RegistrationFacts, RegistrationLoadError } from './payment-success-page';
import { RegistrationBadge } from '../../../components/ui/registration-badge';
import { SignInPrompt } from './sign-in-prompt';

/** /payment-canceled?registration=<id>: Stripe's Back link. The registration stays, with payment due. */
export function PaymentCanceledPage({ registrationId }: { registrationId: string | null }) {
  const { user, loading } = useAuth();
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <PageHeader title="Payment canceled" />
      {loading ? (
        <PageLoader />
      ) : !user ? (
        <SignInPrompt>Sign in to see your registration and pay for it.</SignInPrompt>
      ) : !registrationId ? (
        <MissingRegistration />
      ) : (
        <CanceledPayment registrationId={registrationId} />
      )}
    </Stack>
  );
}

function CanceledPayment({ registrationId }: { registrationId: string }) {
  const registration = useMyRegistration(registrationId);
  const checkout = useStartCheckout();
  if (registration.isPending) return <PageLoader />;
  if (registration.error && !registration.data) return <RegistrationLoadError error={registration.error} onRetry={() => void registration.refetch()} />;
  const data = registration.data;
  const view = paymentView(data);

  const tryAgain = () =>
    checkout.mutate(data.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => logError('registration checkout again', error),
    });

  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        {view === 'confirming' ? (
          <Text>The payment was canceled and nothing was charged. Your registration is kept, with payment due.</Text>
        ) : view === 'paid' ? (
          <Text>This registration is paid already: there is nothing more to pay.</Text>
        ) : (
          <Text>This registration is no longer active.</Text>
        )}
        <RegistrationBadge status={data.status} />
        <RegistrationFacts registration={data} />
        {view === 'confirming' && !data.can_pay_by_card ? <Text>{REGISTRATION_MESSAGES.noPaymentProvider}</Text> : null}
        {checkout.error ? (
          <Alert color="red" variant="light" role="alert" title="The payment page could not be opened" w="100%">
            {isApiError(checkout.error) ? checkout.error.message : 'Please try again.'}
          </Alert>
        ) : null}
        <Group gap="md">
          {view === 'confirming' && data.can_pay_by_card ? (
            // Loading stays off until the answer: the button keeps saying what it does.
            <Button onClick={tryAgain} disabled={checkout.isPending || checkout.isSuccess}>
              {checkout.isPending || checkout.isSuccess ? 'Opening the payment page…' : 'Try again'}
            </Button>
          ) : null}
          <Anchor component={Link} to="/">
            Go to the home page
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
