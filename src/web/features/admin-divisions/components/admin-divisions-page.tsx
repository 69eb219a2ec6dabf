import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminDivision } from '../../../../shared/api/divisions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { exportDivisionsHref, useAdminDivisions, useDeleteDivision, type DivisionFilters } from '../api';
import { DivisionScheduleMenu } from '../../admin-schedule-generator';
import { DivisionFormDialog } from './division-form-dialog';
import { EligibilityExceptionsDialog } from './eligibility-exceptions-dialog';
import { GENDER_RULE_LABELS, LEAGUE_MINIMUM_AGE } from '../../../../shared/eligibility';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Coed (mixed), 30 and over, at least 3 women and 3 men" (decision 044). */
function rulesText(division: AdminDivision): string {
  const parts = [GENDER_RULE_LABELS[division.gender_rule], `${division.min_age ?? LEAGUE_MINIMUM_AGE} and over`];
  const minimums = [
    division.coed_min_women !== null ? `${division.coed_min_women} women` : null,
    division.coed_min_men !== null ? `${division.coed_min_men} men` : null,
  ].filter((text) => text !== null);
  if (division.gender_rule === 'coed' && minimums.length > 0) parts.push(`at least ${minimums.join(' and ')} on a roster`);
  return parts.join(', ');
}

function filtersFrom(search: URLSearchParams): DivisionFilters {
  const page = Number(search.get('page'));
  return { q: search.get('q') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** /admin/divisions: every division, how many seasons offer it and its teams; create, edit, delete; each season's schedule generator. */
export function AdminDivisionsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useAdminDivisions(filters);
  const remove = useDeleteDivision();
  const [editing, setEditing] = useState<AdminDivision | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminDivision | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [exceptionsOf, setExceptionsOf] = useState<AdminDivision | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.name} deleted.`);
        setDeleting(null);
      },
      onError: (error) => setDeleteError(isApiError(error) ? error.message : 'The division was not deleted.'),
    });
  };

  return (
    <Stack gap="md" maw={1040}>
      <ListHeader title="Divisions" total={list.data?.total} one="division" many="divisions" exportHref={exportDivisionsHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          New division
        </Button>
      </ListHeader>
      <TextInput
        type="search"
        label="Search divisions"
        w={{ base: '100%', xs: 320 }}
        defaultValue={filters.q}
        onChange={(event) => {
          const q = event.currentTarget.value.trim();
          setSearch(q ? { q } : {}, { replace: true });
        }}
      />
      <ListStatus
        query={list}
        errorTitle="The divisions could not be loaded"
        emptyText={filters.q ? 'No divisions match this search.' : 'No divisions yet.'}
        onPage={(page) => setSearch({ ...(filters.q ? { q: filters.q } : {}), ...(page > 1 ? { page: String(page) } : {}) }, { replace: true })}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {items.map((division) => (
              <Paper key={division.id} component="article" aria-labelledby={`division-${division.id}`} withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
                <Stack gap="xs" h="100%" justify="space-between">
                  <Stack gap={4}>
                    <Title order={2} size="h4" id={`division-${division.id}`} style={{ overflowWrap: 'anywhere' }}>
                      {division.name}
                    </Title>
                    {division.description ? <Text size="sm">{division.description}</Text> : null}
                    <Text size="sm">Eligibility: {rulesText(division)}</Text>
                    <Text size="sm" c="dimmed">
                      {plural(division.season_count, 'season', 'seasons')} · {plural(division.team_count, 'team', 'teams')}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="xs" variant="default" aria-label={`Edit division ${division.name}`} onClick={() => setEditing(division)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="default" aria-label={`Eligibility exceptions of ${division.name}`} onClick={() => setExceptionsOf(division)}>
                      Exceptions
                    </Button>
                    <DivisionScheduleMenu divisionId={division.id} divisionName={division.name} seasons={division.seasons} />
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete division ${division.name}`}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(division);
                      }}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </ListStatus>
      <DivisionFormDialog opened={editing !== undefined} division={editing ?? null} onClose={() => setEditing(undefined)} />
      <EligibilityExceptionsDialog division={exceptionsOf} onClose={() => setExceptionsOf(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete division"
        message={`Delete ${deleting?.name ?? 'this division'}? A division offered in a season (by a registration period or teams) cannot be deleted.`}
        confirmLabel="Delete division"
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
