import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SeasonRankings } from '../../../../shared/api/rankings';
import { SEASON_STATUS_LABELS, type SeasonStatus } from '../../../../shared/seasons';
import { PageLoader } from '../../../components/layout/page-loader';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { readPage } from '../../../lib/list-filters';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../components/ui/load-error';
import { StandingsTable } from '../../rankings';
import { useArchiveSeasonRankings, useSeasonRankings } from '../api';
import { RankingsAdminLinks } from './rankings-admin-links';

type SeasonEntry = SeasonRankings['items'][number];

const pageSearch = (page: number) => new URLSearchParams(page > 1 ? { page: String(page) } : {});

const statusLabel = (status: SeasonStatus) => SEASON_STATUS_LABELS[status];
/** A completed season whose final tables are not kept yet. */
const canArchive = (entry: SeasonEntry) => entry.season.status === 'completed' && entry.archived_at === null;

function ArchiveState({ entry }: { entry: SeasonEntry }) {
  const timeZone = useLeagueTimeZone();
  if (entry.archived_at) {
    return (
      <Text size="sm" c="dimmed">
        Final tables archived <time dateTime={entry.archived_at}>{formatDateTime(entry.archived_at, { timeZone })}</time>; they no longer change.
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {entry.season.status === 'completed' ? 'Completed, not archived yet: these are the live tables.' : 'Live tables: the season is not completed.'}
    </Text>
  );
}

function SeasonSection({ entry, onArchive }: { entry: SeasonEntry; onArchive: () => void }) {
  const headingId = `season-${entry.season.id}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3" id={headingId}>
                {entry.season.name}
              </Title>
              <Badge variant="light" color={entry.season.status === 'completed' ? 'gray' : 'blue'} radius="sm">
                {statusLabel(entry.season.status)}
              </Badge>
            </Group>
            <ArchiveState entry={entry} />
          </Stack>
          {canArchive(entry) ? (
            <Button variant="filled" onClick={onArchive}>
              Archive final tables
            </Button>
          ) : null}
        </Group>
        {entry.tables.length === 0 ? <EmptyState>No divisions had teams this season.</EmptyState> : null}
        {entry.tables.map((table) => (
          <StandingsTable key={table.division_id} table={table} headingOrder={3} />
        ))}
      </Stack>
    </Paper>
  );
}

/** /admin/season-rankings: each season's final tables; a completed season's are archived once and never change. */
export function SeasonRankingsPage() {
  const [search, setSearch] = useSearchParams();
  const query = useSeasonRankings(readPage(search.get('page')));
  const archive = useArchiveSeasonRankings();
  const [archiving, setArchiving] = useState<SeasonEntry | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const close = () => {
    setArchiving(null);
    setArchiveError(null);
  };
  const confirmArchive = async () => {
    if (!archiving) return;
    setArchiveError(null);
    try {
      await archive.mutateAsync(archiving.season.id);
      toast.success(`The final tables of ${archiving.season.name} are archived.`);
      close();
    } catch (error) {
      setArchiveError(error instanceof Error ? error.message : 'The tables could not be archived.');
    }
  };
  const data = query.data;

  return (
    <Stack gap="md">
      <PageHeader title="Season rankings" description="Each season's final tables, newest season first." />
      <RankingsAdminLinks current="/admin/season-rankings" />
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? <LoadError title="The season rankings could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && data.items.length === 0 ? <EmptyState>There are no seasons yet.</EmptyState> : null}
      {data?.items.map((entry) => (
        <SeasonSection key={entry.season.id} entry={entry} onArchive={() => setArchiving(entry)} />
      ))}
      {data ? <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={(page) => setSearch(pageSearch(page))} /> : null}
      <ConfirmDialog
        opened={archiving !== null}
        title={archiving ? `Archive the final tables of ${archiving.season.name}?` : 'Archive the final tables?'}
        message="The tables are kept as they are now and never change afterwards, whatever happens to the season's games."
        confirmLabel="Archive final tables"
        confirmColor="blue"
        errorTitle="Not archived"
        error={archiveError}
        pending={archive.isPending}
        onConfirm={() => void confirmArchive()}
        onClose={close}
        autoFocus="cancel"
      />
    </Stack>
  );
}
