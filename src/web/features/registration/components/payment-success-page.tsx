import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MyRegistration } from '../../../../shared/api/registrations';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useMyRegistration } from '../api';
import { PAYMENT_SLOW_AFTER_MS, paymentView } from '../payment-status';
import { periodTitle } from '../periods';
import { RegistrationBadge } from '../../../components/ui/registration-badge';
import { SignInPrompt } from './sign-in-prompt';

/**
 * /payment-success?registration=<id>, where Stripe sends the browser back. Coming back proves
 * nothing (decision 015): the page waits for the webhook to mark the registration paid.
 */
export function PaymentSuccessPage({ registrationId }: { registrationId: string | null }) {
  const { user, loading } = useAuth();
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <PageHeader title="Registration payment" />
      {loading ? (
        <PageLoader />
      ) : !user ? (
        <SignInPrompt>Sign in to see your registration and its payment.</SignInPrompt>
      ) : !registrationId ? (
        <MissingRegistration />
      ) : (
        <PaymentConfirmation registrationId={registrationId} />
      )}
    </Stack>
  );
}

export function MissingRegistration() {
  return (
    <Alert color="yellow" variant="light" title="No registration given">
      This page needs a link from the payment page.{' '}
      <Anchor component={Link} to="/register" c="inherit" fw={600}>
        Go to registration
      </Anchor>
    </Alert>
  );
}

export function RegistrationLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert color="red" variant="light" role="alert" title={missing ? 'Registration not found' : 'Your registration could not be loaded'}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{missing ? 'There is no registration of yours with this link.' : error.message}</Text>
        {missing ? null : (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function PaymentConfirmation({ registrationId }: { registrationId: string }) {
  const registration = useMyRegistration(registrationId, { pollWhilePending: true });
  const slow = useSlowAfter(PAYMENT_SLOW_AFTER_MS);
  if (registration.isPending) return <PageLoader />;
  if (registration.error && !registration.data) return <RegistrationLoadError error={registration.error} onRetry={() => void registration.refetch()} />;
  const data = registration.data;
  const view = paymentView(data);
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        {/* One live region whose words change: "Confirming…" is followed by the outcome. */}
        <Group gap="sm" role="status" aria-live="polite">
          {view === 'confirming' ? <Loader size="sm" aria-hidden /> : null}
          <Text fw={600} size="lg">
            {view === 'confirming'
              ? 'Confirming your payment…'
              : view === 'paid'
                ? 'Payment received — you are registered'
                : 'This registration is no longer active'}
          </Text>
        </Group>
        <RegistrationBadge status={data.status} />
        <RegistrationFacts registration={data} />
        {view === 'confirming' && slow ? (
          <Text size="sm" c="dimmed">
            Confirming a payment can take a few minutes. This page keeps checking; you can also come back to it later.
          </Text>
        ) : null}
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Paper>
  );
}

export function RegistrationFacts({ registration }: { registration: MyRegistration }) {
  return (
    <Stack gap={4}>
      <Text>
        <strong>{periodTitle(registration)}</strong>
      </Text>
      <Text size="sm">
        Total {formatMoney(registration.total_cents)}
        {registration.amount_paid_cents > 0 ? ` · paid ${formatMoney(registration.amount_paid_cents)}` : ''}
        {registration.discount_code ? ` · code ${registration.discount_code}` : ''}
      </Text>
    </Stack>
  );
}

/** True once `ms` have passed since the component appeared. */
function useSlowAfter(ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return slow;
}
