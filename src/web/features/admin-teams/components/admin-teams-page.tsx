import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { useAdminTeamOptions, useAdminTeams } from '../api';
import { changeTeamFilter, teamFiltersFromSearch, teamFiltersToSearch, teamsExportHref, type TeamFilters } from '../filters';
import { CreateTeamModal } from './create-team-modal';
import { TeamFilterBar } from './team-filter-bar';
import { TeamCards, TeamTable } from './team-list';

/** /admin/teams: every team by season and division, filters, paging, CSV export, and a new team. */
export function AdminTeamsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = teamFiltersFromSearch(search);
  const setFilters = (next: TeamFilters) => setSearch(teamFiltersToSearch(next), { replace: true });
  const list = useAdminTeams(filters);
  const options = useAdminTeamOptions();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [creating, setCreating] = useState(false);
  const total = list.data?.total;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Teams" description={total === undefined ? undefined : `${total} ${total === 1 ? 'team' : 'teams'}`} />
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New team
          </Button>
          <Button component="a" href={teamsExportHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <TeamFilterBar filters={filters} options={options.data} onChange={(change) => setFilters(changeTeamFilter(filters, change))} />
      {list.isPending ? <PageLoader /> : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title="The teams could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState>{search.size > 0 ? 'No teams match these filters.' : 'There are no teams yet.'}</EmptyState>
        ) : mobile ? (
          <TeamCards items={list.data.items} />
        ) : (
          <TeamTable items={list.data.items} />
        )
      ) : null}
      {list.data ? (
        <Pager page={list.data.page} total={list.data.total} pageSize={list.data.page_size} onPage={(page) => setFilters({ ...filters, page })} />
      ) : null}
      {creating ? (
        <CreateTeamModal opened onClose={() => setCreating(false)} options={options.data} seasonId={filters.seasonId} divisionId={filters.divisionId} />
      ) : null}
    </Stack>
  );
}
