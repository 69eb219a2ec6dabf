import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { RosterRequestsPanel } from '../../captain/index';
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
      <ListHeader title="Teams" total={total} one="team" many="teams" exportHref={teamsExportHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New team
        </Button>
      </ListHeader>
      <RosterRequestsPanel />
      <TeamFilterBar filters={filters} options={options.data} onChange={(change) => setFilters(changeTeamFilter(filters, change))} />
      <ListStatus
        query={list}
        errorTitle="The teams could not be loaded"
        emptyText={search.size > 0 ? 'No teams match these filters.' : 'There are no teams yet.'}
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(items) => (mobile ? <TeamCards items={items} /> : <TeamTable items={items} />)}
      </ListStatus>
      {creating ? (
        <CreateTeamModal opened onClose={() => setCreating(false)} options={options.data} seasonId={filters.seasonId} divisionId={filters.divisionId} />
      ) : null}
    </Stack>
  );
}
