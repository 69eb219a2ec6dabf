import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { useAdminPlayers, usePlayerFilterOptions } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type PlayerFilters } from '../filters';
import { PlayerDrawer } from './player-drawer';
import { PlayerFilterBar } from './player-filter-bar';
import { PlayerCards, PlayerTable } from './player-list';

/** /admin/players: every player, filtered and paged on the server; ?player=<id> opens one. */
export function AdminPlayersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const openId = search.get('player');
  // From the address as it is when applied, not as this render saw it: a debounced search
  // may land after another filter changed.
  const update = (change: (current: PlayerFilters) => PlayerFilters, player: (current: string | null) => string | null = (p) => p) =>
    setSearch(
      (previous) => {
        const params = filtersToSearch(change(filtersFromSearch(previous)));
        const open = player(previous.get('player'));
        if (open) params.set('player', open);
        return params;
      },
      { replace: true },
    );
  const openPlayer = (id: string | null) => update((current) => current, () => id);
  const list = useAdminPlayers(filters);
  const options = usePlayerFilterOptions();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const total = list.data?.total;
  const filtered = [...filtersToSearch(filters, { withPage: false }).keys()].length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Players" description={total === undefined ? undefined : `${total} ${total === 1 ? 'player' : 'players'}`} />
        <Button component="a" href={exportCsvHref(filters)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Export CSV
        </Button>
      </Group>
      <PlayerFilterBar filters={filters} options={options} onChange={(change) => update((current) => changeFilter(current, change))} />
      {list.isPending ? <PageLoader /> : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title="The players could not be loaded">
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
          <EmptyState>{filtered ? 'No players match these filters.' : 'There are no players yet.'}</EmptyState>
        ) : mobile ? (
          <PlayerCards items={list.data.items} onOpen={openPlayer} />
        ) : (
          <PlayerTable items={list.data.items} onOpen={openPlayer} />
        )
      ) : null}
      {list.data ? <Pager page={list.data.page} total={list.data.total} pageSize={list.data.page_size} onPage={(page) => update((current) => ({ ...current, page }))} /> : null}
      <PlayerDrawer playerId={openId} onClose={() => openPlayer(null)} />
    </Stack>
  );
}
