import { Stack, Text } from '@mantine/core';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SeasonSelect, useSeasonParam } from '../../../components/ui/season-select';
import { SectionCard } from '../../../components/ui/section-card';
import { StandingsTable } from '../../rankings';
import { useAdminRankings } from '../api';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentsList } from './adjustments-list';
import { RankingsAdminLinks } from './rankings-admin-links';

/** /admin/rankings: the live (unpublished) tables of a season, point adjustments with a reason, and their record. */
export function AdminRankingsPage() {
  const [seasonId, setSeasonId] = useSeasonParam();
  const query = useAdminRankings(seasonId);
  const data = query.data;

  return (
    <Stack gap="md">
      <PageHeader title="Rankings" description="Live standings: the public sees them once published." />
      <RankingsAdminLinks current="/admin/rankings" />
      {data ? <SeasonSelect seasons={data.seasons} value={data.season?.id ?? null} onChange={setSeasonId} maw={320} /> : null}
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The standings could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !data.season ? <EmptyState>There is no season yet.</EmptyState> : null}
      {data?.season ? (
        <>
          <SectionCard id="live-standings-heading" title="Live standings">
            <Stack gap="lg">
              {data.divisions.length === 0 ? <EmptyState>No divisions have teams this season yet.</EmptyState> : null}
              {data.divisions.map((division) => (
                <StandingsTable key={division.live.division_id} table={division.live} headingOrder={3} />
              ))}
            </Stack>
          </SectionCard>
          <SectionCard id="adjustment-form-heading" title="Adjust points">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Adjustments count in the live table at once, and in the public one from the next publication.
              </Text>
              <AdjustmentForm divisions={data.divisions} />
            </Stack>
          </SectionCard>
          <SectionCard id="adjustments-heading" title="Adjustments this season">
            <AdjustmentsList data={data} />
          </SectionCard>
        </>
      ) : null}
    </Stack>
  );
}
