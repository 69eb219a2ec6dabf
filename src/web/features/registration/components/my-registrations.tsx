import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MyRegistration } from '../../../../shared/api/registrations';
import { ListStatus } from '../../../components/ui/list-status';
import { RegistrationBadge } from '../../../components/ui/registration-badge';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { logError } from '../../../lib/logger';
import { useMyRegistrations, useStartCheckout } from '../api';
import { PaymentInstructions } from './payment-instructions';

/** The profile's list of the player's registrations, with the way to pay one still due. */
export function MyRegistrations() {
  const query = useMyRegistrations();
  return (
    <Stack gap="md">
      <ListStatus query={query} errorTitle="Your registrations could not be loaded" emptyText="You have not registered for a season yet.">
        {(items) => (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((registration) => (
              <RegistrationItem key={registration.id} registration={registration} />
            ))}
          </Stack>
        )}
      </ListStatus>
      <Anchor component={Link} to="/register">
        Register for a season
      </Anchor>
    </Stack>
  );
}

function RegistrationItem({ registration: r }: { registration: MyRegistration }) {
  const due = r.status === 'pending_payment' && r.total_cents > 0;
  return (
    <Stack component="li" gap={6} aria-label={`${r.season_name} · ${r.division_name}`}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>
          {r.season_name} · {r.division_name}
        </Text>
        <RegistrationBadge status={r.status} />
      </Group>
      <Text size="sm">
        {due
          ? `Amount due: ${formatMoney(r.total_cents)}.`
          : `Fee ${formatMoney(r.total_cents)}${r.amount_paid_cents > 0 ? `, paid ${formatMoney(r.amount_paid_cents)}` : ''}.`}
      </Text>
      {due && r.can_pay_by_card ? <PayByCard registrationId={r.id} /> : null}
      {due && !r.can_pay_by_card ? <PaymentInstructions instructions={r.payment_instructions} registrationId={r.id} /> : null}
    </Stack>
  );
}

function PayByCard({ registrationId }: { registrationId: string }) {
  const checkout = useStartCheckout();
  const pay = () =>
    checkout.mutate(registrationId, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => logError('registration checkout from the profile', error),
    });
  return (
    <Stack gap="xs" align="flex-start">
      {checkout.error ? (
        <Alert color="red" variant="light" role="alert" title="The payment page could not be opened">
          {isApiError(checkout.error) ? checkout.error.message : 'Please try again.'}
        </Alert>
      ) : null}
      <Button size="sm" onClick={pay} disabled={checkout.isPending || checkout.isSuccess}>
        {checkout.isPending || checkout.isSuccess ? 'Opening the payment page…' : 'Pay by card'}
      </Button>
    </Stack>
  );
}
