import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { rankingsAnswerPath, usePublicRankings } from '../api';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { useKeptAnswer } from '../../../lib/service-worker';
import { changeRankingsFilter, rankingsFiltersFromSearch, rankingsFiltersToSearch, type RankingsFilters } from '../filters';
import { unpublishedNote } from '../standings-labels';
import { LoadError } from '../../../components/ui/load-error';
import { RankingsChoice } from './rankings-choice';
import { RankingsLinks } from './rankings-links';
import { StandingsTable } from './standings-table';

/** /rankings: the season's published table of each division, chosen in the address like /schedule. */
export function RankingsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = rankingsFiltersFromSearch(search);
  const setFilters = (next: RankingsFilters) => setSearch(rankingsFiltersToSearch(next), { replace: true });
  const query = usePublicRankings(filters);
  const data = query.data;
  const kept = useKeptAnswer(rankingsAnswerPath(filters));
  const note = data ? unpublishedNote(data.unpublished.map((d) => d.name)) : null;

  return (
    <Stack gap="md">
      <PageHeader title="Rankings" description={data?.season ? `${data.season.name} season` : undefined} />
      {data ? <OfflineNotice kept={kept} what="the standings" /> : null}
      {data ? (
        <RankingsChoice
          label="Choose the standings"
          seasons={data.seasons}
          season={data.season}
          divisions={data.divisions}
          divisionId={filters.divisionId}
          allDivisionsLabel="All divisions"
          onChange={(change) => setFilters(changeRankingsFilter(filters, change))}
        />
      ) : null}
      <RankingsLinks filters={filters} current="rankings" />
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The standings could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !data.season ? <EmptyState>There is no season yet.</EmptyState> : null}
      {data?.season && data.tables.length === 0 && data.unpublished.length === 0 ? <EmptyState>No divisions have teams this season yet.</EmptyState> : null}
      {data?.tables.map((table) => (
        <StandingsTable key={table.division_id} table={table} />
      ))}
      {note ? (
        <Text size="sm" c="dimmed" data-testid="unpublished">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
