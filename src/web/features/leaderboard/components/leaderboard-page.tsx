import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListStatus } from '../../../components/ui/list-status';
import { PageHeader } from '../../../components/ui/page-header';
import { SeasonSelect } from '../../../components/ui/season-select';
import { useLeaderboard } from '../api';
import { changeLeaderboardFilter, leaderboardFiltersFromSearch, leaderboardFiltersToSearch, type LeaderboardFilters } from '../filters';
import { LeaderboardTable } from './leaderboard-table';

/** /leaderboard: a season's player points (goals + assists), optionally of one division, ranked and paged on the server. */
export function LeaderboardPage() {
  const [search, setSearch] = useSearchParams();
  const filters = leaderboardFiltersFromSearch(search);
  const setFilters = (next: LeaderboardFilters) => setSearch(leaderboardFiltersToSearch(next), { replace: true });
  const change = (partial: Partial<Omit<LeaderboardFilters, 'page'>>) => setFilters(changeLeaderboardFilter(filters, partial));
  const query = useLeaderboard(filters);
  const data = query.data;
  const divisionName = data?.divisions.find((d) => d.id === filters.divisionId)?.name;
  const caption = `Player points, ${data?.season?.name ?? 'this season'}, ${divisionName ?? 'all divisions'}`;

  return (
    <Stack gap="md">
      <PageHeader
        title="Leaderboard"
        description={
          <>
            Goals plus assists per player{data?.season ? `, ${data.season.name}` : ''}.{' '}
            <Anchor component={Link} to="/rankings">
              See the standings
            </Anchor>
          </>
        }
      />
      <SimpleGrid
        component="form"
        role="search"
        aria-label="Filter the leaderboard"
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        maw={640}
        onSubmit={(e) => e.preventDefault()}
      >
        <SeasonSelect size="md" seasons={data?.seasons} value={data?.season?.id ?? filters.seasonId} onChange={(seasonId) => change({ seasonId })} />
        <FilterSelect
          size="md"
          label="Division"
          allLabel="All divisions"
          options={(data?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))}
          chosenLabel="Chosen division"
          value={filters.divisionId}
          onChange={(divisionId) => change({ divisionId })}
        />
      </SimpleGrid>
      <ListStatus
        query={query}
        errorTitle="The leaderboard could not be loaded"
        emptyText={
          data?.season
            ? `No goals or assists recorded ${filters.divisionId ? 'in this division' : 'this season'} yet.`
            : 'There is no season yet, so no leaderboard either.'
        }
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(rows) => (
          // The last page stays on screen, dimmed, while the next one loads.
          <Stack gap="xs" aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <LeaderboardTable rows={rows} caption={caption} />
          </Stack>
        )}
      </ListStatus>
      {data && data.total > 0 ? (
        <Text size="sm" c="dimmed">
          {data.total} {data.total === 1 ? 'player' : 'players'} with a goal or an assist.
        </Text>
      ) : null}
    </Stack>
  );
}
