import { Alert, Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminRegistrationDetail } from '../../../../shared/api/registrations';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { useAdminRegistration } from '../api';
import { NotesForm } from './notes-form';
import { RegistrationActions } from './registration-actions';
import { DiscountSection, HealthSection, HistorySection, PaymentSection, PlayerSection, WaiverSection } from './registration-sections';

/** /admin/players/registration/:registrationId: one registration, its payment and its history. */
export function AdminRegistrationPage({ registrationId }: { registrationId: string }) {
  const registration = useAdminRegistration(registrationId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/players" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All players
        </Group>
      </Anchor>
      {registration.isPending ? <PageLoader /> : null}
      {registration.error ? (
        <>
          <PageHeader title="Registration" />
          <Alert color="red" variant="light" role="alert" title="The registration could not be loaded">
            {registration.error.message}
          </Alert>
        </>
      ) : null}
      {registration.data ? <RegistrationDetails registration={registration.data} /> : null}
    </Stack>
  );
}

function RegistrationDetails({ registration: r }: { registration: AdminRegistrationDetail }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title={`Registration: ${r.player.first_name} ${r.player.last_name}`} description={`${r.season_name} · ${r.division_name}`} />
        <RegistrationActions registration={r} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PlayerSection registration={r} />
        <PaymentSection registration={r} />
        <WaiverSection registration={r} />
        <DiscountSection registration={r} />
        <HealthSection registration={r} />
        {/* Keyed by the stored text: a save elsewhere (another tab) starts the form afresh. */}
        <NotesForm key={r.notes} registration={r} />
      </SimpleGrid>
      <HistorySection registration={r} />
    </Stack>
  );
}
