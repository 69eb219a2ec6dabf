import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SeasonSelect, useSeasonParam } from '../../../components/ui/season-select';
import { toast } from '../../../lib/toast';
import { useAdminRankings, usePublishRankings } from '../api';
import { publishMessage } from '../publish-message';
import { DivisionChanges } from './division-changes';
import { RankingsAdminLinks } from './rankings-admin-links';

function AutoPublishNote({ on }: { on: boolean }) {
  return (
    // Gray either way: the link's blue on a light blue alert fell under 4.5:1 (axe), seen once
    // auto-publish became the demo's setting (issue 20).
    <Alert variant="light" color="gray" title={on ? 'Auto-publish is on' : 'Auto-publish is off'}>
      <Text size="sm">
        {on
          ? 'The public sees the live tables as results come in; publishing still records a snapshot.'
          : 'The public sees the tables as last published here, with a note when newer results exist; new results show once you publish.'}{' '}
        <Anchor component={Link} to="/admin/settings#settings-standings">
          Change it in settings
        </Anchor>
      </Text>
    </Alert>
  );
}

/** What is being published: every division (null) or one. */
type Publishing = { divisionId: string | null } | null;

/** /admin/publish-rankings: per division what changed since the last publication, and Publish (one or all). */
export function PublishRankingsPage() {
  const [seasonId, setSeasonId] = useSeasonParam();
  const query = useAdminRankings(seasonId);
  const publish = usePublishRankings();
  const [publishing, setPublishing] = useState<Publishing>(null);
  const data = query.data;

  const publishTables = async (divisionId: string | null) => {
    if (!data?.season) return;
    setPublishing({ divisionId });
    try {
      const result = await publish.mutateAsync({ season_id: data.season.id, division_ids: divisionId ? [divisionId] : undefined });
      const divisionName = (id: string) => data.divisions.find((d) => d.live.division_id === id)?.live.division_name ?? 'division';
      const message = publishMessage(result, divisionName);
      if (result.published.length > 0) toast.success(message);
      else toast.info(message);
    } catch {
      // The failure's toast comes from the query client.
    } finally {
      setPublishing(null);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title="Publish rankings" description="The public rankings change when you publish." />
      <RankingsAdminLinks current="/admin/publish-rankings" />
      {data ? <AutoPublishNote on={data.auto_publish} /> : null}
      {data ? <SeasonSelect seasons={data.seasons} value={data.season?.id ?? null} onChange={setSeasonId} maw={320} /> : null}
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The standings could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && !data.season ? <EmptyState>There is no season yet.</EmptyState> : null}
      {data?.season && data.divisions.length === 0 ? <EmptyState>No divisions have teams this season yet.</EmptyState> : null}
      {data?.season && data.divisions.length > 0 ? (
        <>
          <Group>
            <Button
              variant="filled"
              onClick={() => void publishTables(null)}
              loading={publishing?.divisionId === null}
              disabled={publishing !== null && publishing.divisionId !== null}
            >
              Publish all divisions
            </Button>
          </Group>
          {data.divisions.map((division) => (
            <DivisionChanges
              key={division.live.division_id}
              division={division}
              publishing={publishing?.divisionId === division.live.division_id}
              onPublish={() => void publishTables(division.live.division_id)}
            />
          ))}
        </>
      ) : null}
    </Stack>
  );
}
