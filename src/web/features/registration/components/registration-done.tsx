import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CreateRegistrationResult, MyRegistration } from '../../../../shared/api/registrations';
import { formatMoney } from '../../../lib/format';
import { periodTitle } from '../periods';
import { PaymentInstructions } from './payment-instructions';
import { RegistrationBadge } from '../../../components/ui/registration-badge';

/** The heading of a view that replaced the form: focused, so screen readers read the outcome. */
function useFocusOnShow() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

const amountDue = (registration: MyRegistration) => Math.max(0, registration.total_cents - registration.amount_paid_cents);

/** After Register without a card payment: registered with nothing to pay, or saved with payment due. */
export function RegistrationDone({ result }: { result: CreateRegistrationResult }) {
  const heading = useFocusOnShow();
  const { registration } = result;
  const title = periodTitle(registration);
  const paymentDue = result.next === 'payment_due';
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <Title order={2} ref={heading} tabIndex={-1}>
          {paymentDue ? 'Registration saved: payment due' : 'You are registered'}
        </Title>
        <RegistrationBadge status={registration.status} />
        {paymentDue ? (
          <>
            <Text>
              Your registration for <strong>{title}</strong> is saved. Amount due: <strong>{formatMoney(amountDue(registration))}</strong>.
            </Text>
            <PaymentInstructions instructions={registration.payment_instructions} registrationId={registration.id} />
          </>
        ) : (
          <Text>
            You are registered for <strong>{title}</strong>. There is nothing to pay.
          </Text>
        )}
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Paper>
  );
}

interface CheckoutRedirectProps {
  registration: MyRegistration;
  pending: boolean;
  error: string | null;
  onRetry: () => void;
}

/** Registered; on the way to the checkout page (or, when it could not be opened, a way to try again). */
export function CheckoutRedirect({ registration, pending, error, onRetry }: CheckoutRedirectProps) {
  const heading = useFocusOnShow();
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <Title order={2} ref={heading} tabIndex={-1}>
          Payment
        </Title>
        <Text>
          Your registration for <strong>{periodTitle(registration)}</strong> is saved. Amount due: <strong>{formatMoney(amountDue(registration))}</strong>.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="The payment page could not be opened">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error}</Text>
              <Button size="sm" onClick={onRetry} loading={pending}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Taking you to the secure payment page…</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
