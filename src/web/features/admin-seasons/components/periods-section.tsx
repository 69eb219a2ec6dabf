import { Alert, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PERIOD_STATUS_LABELS, type PeriodStatus } from '../../../../shared/seasons-api';
import type { AdminRegistrationPeriod, AdminSeason } from '../../../../shared/api/seasons';
import { PageLoader } from '../../../components/layout/page-loader';
import { ScheduleLink } from '../../admin-schedule-generator';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useDeletePeriod, usePeriods } from '../api';
import { PeriodFormDialog } from './period-form-dialog';

const PERIOD_COLORS: Record<PeriodStatus, string> = { UPCOMING: 'blue', OPEN: 'teal', CLOSED: 'gray' };

export const formatFee = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A season's registration periods (one per division), inside its card. */
export function PeriodsSection({ season }: { season: AdminSeason }) {
  const periods = usePeriods(season.id);
  const remove = useDeletePeriod();
  const timeZone = useLeagueTimeZone();
  /** undefined: closed; null: a new period; else the one being edited. */
  const [editing, setEditing] = useState<AdminRegistrationPeriod | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminRegistrationPeriod | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatGameDateTime(iso, { timeZone })}</time> : '—');
  const headingId = `periods-${season.id}`;

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
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-labelledby={headingId}>
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
                    <Badge color={PERIOD_COLORS[period.status]} variant="light" radius="sm">
                      {PERIOD_STATUS_LABELS[period.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{when(period.opens_at)}</Table.Td>
                  <Table.Td>{when(period.closes_at)}</Table.Td>
                  <Table.Td>{period.capacity ?? 'Unlimited'}</Table.Td>
                  <Table.Td>{formatFee(period.fee_cents)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
