import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PERIOD_STATUS_LABELS, type PeriodStatus } from '../../../../shared/seasons';
import type { AdminRegistrationPeriod, AdminSeason } from '../../../../shared/api/seasons';
import { PageLoader } from '../../../components/layout/page-loader';
import { ScheduleLink } from '../../admin-schedule-generator';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DetailItem } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useDeletePeriod, usePeriods } from '../api';
import { PeriodFormDialog } from './period-form-dialog';

const PERIOD_COLORS: Record<PeriodStatus, string> = { UPCOMING: 'blue', OPEN: 'teal', CLOSED: 'gray' };

function StatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={PERIOD_COLORS[status]} variant="light" radius="sm">
      {PERIOD_STATUS_LABELS[status]}
    </Badge>
  );
}

export const formatFee = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A season's registration periods (one per division), inside its card. */
export function PeriodsSection({ season }: { season: AdminSeason }) {
  const periods = usePeriods(season.id);
  const remove = useDeletePeriod();
  const timeZone = useLeagueTimeZone();
  // The admin lists' breakpoint (decision 014): cards below 768 px, a table from there.
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  /** undefined: closed; null: a new period; else the one being edited. */
  const [editing, setEditing] = useState<AdminRegistrationPeriod | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminRegistrationPeriod | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatGameDateTime(iso, { timeZone })}</time> : '—');
  const headingId = `periods-${season.id}`;

  const actions = (period: AdminRegistrationPeriod) => (
    <Group gap={4} wrap={mobile ? 'wrap' : 'nowrap'}>
      <ScheduleLink seasonId={season.id} divisionId={period.division_id} divisionName={period.division_name} />
      <Button size="compact-sm" variant="subtle" aria-label={`Edit period ${period.division_name}`} onClick={() => setEditing(period)}>
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Delete period ${period.division_name}`}
        onClick={() => {
          setDeleteError(null);
          setDeleting(period);
        }}
      >
        Delete
      </Button>
    </Group>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(
      { seasonId: season.id, periodId: deleting.id },
      {
        onSuccess: () => {
          toast.success('Registration period deleted.');
          setDeleting(null);
        },
        onError: (error) => setDeleteError(isApiError(error) ? error.message : 'The registration period was not deleted.'),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5" id={headingId}>
          Registration periods
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing(null)}>
          New registration period
        </Button>
      </Group>
      {periods.isPending ? <PageLoader /> : null}
      {periods.error ? (
        <Alert color="red" variant="light" role="alert" title="The registration periods could not be loaded">
          {periods.error.message}
        </Alert>
      ) : null}
      {periods.data?.length === 0 ? <EmptyState>No registration periods yet.</EmptyState> : null}
      {periods.data && periods.data.length > 0 ? (
        mobile ? (
          // Phones: one card per period, every field in sight (decision 047).
          <Stack component="ul" gap="sm" p={0} m={0} aria-labelledby={headingId}>
            {periods.data.map((period) => (
              <Paper component="li" key={period.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }} data-period={period.division_name}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {period.division_name}
                    </Text>
                    <StatusBadge status={period.status} />
                  </Group>
                  <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
                    <DetailItem label="Opens">{when(period.opens_at)}</DetailItem>
                    <DetailItem label="Closes">{when(period.closes_at)}</DetailItem>
                    <DetailItem label="Capacity">{period.capacity ?? 'Unlimited'}</DetailItem>
                    <DetailItem label="Fee">{formatFee(period.fee_cents)}</DetailItem>
                  </SimpleGrid>
                  {actions(period)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollRegion label={`Registration periods of ${season.name}`}>
            <Table verticalSpacing="xs" aria-labelledby={headingId} miw={720}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Division</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Opens</Table.Th>
                  <Table.Th>Closes</Table.Th>
                  <Table.Th>Capacity</Table.Th>
                  <Table.Th>Fee</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {periods.data.map((period) => (
                  <Table.Tr key={period.id}>
                    <Table.Td fw={600}>{period.division_name}</Table.Td>
                    <Table.Td miw={100}>
                      <StatusBadge status={period.status} />
                    </Table.Td>
                    <Table.Td>{when(period.opens_at)}</Table.Td>
                    <Table.Td>{when(period.closes_at)}</Table.Td>
                    <Table.Td>{period.capacity ?? 'Unlimited'}</Table.Td>
                    <Table.Td>{formatFee(period.fee_cents)}</Table.Td>
                    <Table.Td>{actions(period)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )
      ) : null}
      <PeriodFormDialog opened={editing !== undefined} season={season} period={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete registration period"
        message={`Delete the ${deleting?.division_name ?? ''} registration period of ${season.name}? Registrations already made keep their season and division.`}
        confirmLabel="Delete period"
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
