import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EnhancedRankings } from '../../../../shared/api/rankings';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useEnhancedRankings } from '../api';
import { changeRankingsFilter, rankingsFiltersFromSearch, rankingsFiltersToSearch, type RankingsFilters } from '../filters';
import { pointsByDay } from '../trends';
import { HeadToHeadMatrix } from './head-to-head-matrix';
import { LoadError } from '../../../components/ui/load-error';
import { PointsOverTime } from './points-over-time';
import { RankingsChoice } from './rankings-choice';
import { RankingsLinks } from './rankings-links';
import { FormAndStreaksTable, HomeAwayTable } from './trends-tables';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The division's teams in table order (the trends' own order when the table is not public yet). */
function teamsOf(data: EnhancedRankings) {
  const rows = data.table?.rows ?? [];
  if (rows.length > 0) return rows.map((row) => ({ id: row.team_id, name: row.team_name }));
  return data.teams.map((team) => ({ id: team.team_id, name: team.team_name }));
}

function Trends({ data }: { data: EnhancedRankings }) {
  const teams = teamsOf(data);
  const trendsInOrder = teams.flatMap((team) => data.teams.filter((t) => t.team_id === team.id));
  const divisionName = data.division?.name ?? '';
  if (teams.length === 0) return <EmptyState>No teams in this division yet.</EmptyState>;
  return (
    <>
      <Section id="form-heading" title="Form and streaks">
        <FormAndStreaksTable teams={trendsInOrder} />
      </Section>
      <Section id="home-away-heading" title="Home and away">
        <HomeAwayTable teams={trendsInOrder} />
      </Section>
      <Section id="head-to-head-heading" title="Head-to-head">
        <HeadToHeadMatrix teams={teams} cells={data.head_to_head} />
      </Section>
      <Section id="points-heading" title="Points over time">
        <PointsOverTime
          days={pointsByDay(
            data.points_over_time,
            teams.map((t) => t.id),
          )}
          teams={teams}
          divisionName={divisionName}
        />
      </Section>
    </>
  );
}

/** /rankings-enhanced: one division's form and streaks, home and away, head-to-head and points over time. */
export function EnhancedRankingsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = rankingsFiltersFromSearch(search);
  const setFilters = (next: RankingsFilters) => setSearch(rankingsFiltersToSearch(next), { replace: true });
  const query = useEnhancedRankings(filters);
  const data = query.data;
  const description = data?.division && data.season ? `${data.division.name} · ${data.season.name} season` : undefined;

  return (
    <Stack gap="lg">
      <PageHeader title="Form and trends" description={description} />
      {data ? (
        <RankingsChoice
          label="Choose the division"
          seasons={data.seasons}
          season={data.season}
          divisions={data.divisions}
          divisionId={filters.divisionId}
          shownDivisionId={data.division?.id ?? null}
          allDivisionsLabel={null}
          onChange={(change) => setFilters(changeRankingsFilter(filters, change))}
        />
      ) : null}
      <RankingsLinks filters={filters} current="enhanced" />
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The trends could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !data.season ? <EmptyState>There is no season yet.</EmptyState> : null}
      {data?.season && !data.division ? <EmptyState>No divisions have teams this season yet.</EmptyState> : null}
      {data?.division ? <Trends data={data} /> : null}
      {data?.division ? (
        <Text size="sm" c="dimmed">
          From the results of final and forfeited games.
        </Text>
      ) : null}
    </Stack>
  );
}
