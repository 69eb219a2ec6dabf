import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PublicTeamCard } from '../../../../shared/api/league-directory';
import { PageLoader } from '../../../components/layout/page-loader';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SeasonSelect } from '../../../components/ui/season-select';
import { LoadError } from '../../../components/ui/load-error';
import { usePublicTeams } from '../api';
import { changeTeamFilter, filtersToSearch, teamFiltersFromSearch, type TeamFilters } from '../filters';
import { DivisionSelect } from './division-select';

function rosterLabel(size: number): string {
  return size === 1 ? '1 player' : `${size} players`;
}

function TeamCardLink({ team }: { team: PublicTeamCard }) {
  return (
    <Card component="li" withBorder radius="md" p={0} style={{ listStyle: 'none', borderLeft: `6px solid ${team.primary_color}` }}>
      <UnstyledButton component={Link} to={`/team/${team.id}`} p="md" display="block" className="directory-card-link">
        <Group gap="sm" wrap="nowrap">
          <TeamSwatch colours={team} size={28} />
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {team.name}
            </Text>
            <Text size="sm" c="dimmed">
              {rosterLabel(team.roster_size)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** /teams-public: a season's teams, by division. */
export function TeamsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = teamFiltersFromSearch(search);
  const setFilters = (next: TeamFilters) => setSearch(filtersToSearch(next), { replace: true });
  const list = usePublicTeams(filters);
  const data = list.data;

  return (
    <Stack gap="md">
      <PageHeader title="Teams" description={data?.season ? `${data.season.name} season` : undefined} />
      {data ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
          <SeasonSelect seasons={data.seasons} value={data.season?.id ?? null} onChange={(seasonId) => setFilters(changeTeamFilter(filters, { seasonId }))} />
          <DivisionSelect
            divisions={data.divisions}
            value={filters.divisionId}
            onChange={(divisionId) => setFilters(changeTeamFilter(filters, { divisionId }))}
          />
        </SimpleGrid>
      ) : null}
      {list.isPending ? <PageLoader /> : null}
      {list.error && !data ? <LoadError title="The teams could not be loaded" error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data && data.groups.length === 0 ? <EmptyState>No teams have been set up for this season yet.</EmptyState> : null}
      {data?.groups.map((group) => (
        <Stack key={group.division.id} component="section" aria-labelledby={`division-${group.division.id}`} gap="sm" mt="sm">
          <Title order={2} size="h3" id={`division-${group.division.id}`}>
            {group.division.name}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p={0} m={0}>
            {group.teams.map((team) => (
              <TeamCardLink key={team.id} team={team} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
