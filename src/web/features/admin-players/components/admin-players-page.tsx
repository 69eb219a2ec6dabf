import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { useAdminPlayers, usePlayerFilterOptions } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type PlayerFilters } from '../filters';
import { PlayerDrawer } from './player-drawer';
import { PlayerFilterBar } from './player-filter-bar';
import { PlayerCards, PlayerTable } from './player-list';

/** /admin/players: every player, filtered and paged on the server; ?player=<id> opens one. */
export function AdminPlayersPage() {
  const [search, setSearch] = useSearchUpdate();
  const filters = filtersFromSearch(search);
  const openId = search.get('player');
  // From the address as it is when applied, not as this render saw it (lib/use-search-update.ts):
  // a debounced search may land after a row was opened or another filter changed.
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
  const openPlayer = (id: string | null) =>
    update(
      (current) => current,
      () => id,
    );
  const list = useAdminPlayers(filters);
  const options = usePlayerFilterOptions();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const total = list.data?.total;
  const filtered = [...filtersToSearch(filters, { withPage: false }).keys()].length > 0;

  return (
    <Stack gap="md">
      <ListHeader title="Players" total={total} one="player" many="players" exportHref={exportCsvHref(filters)} />
      <PlayerFilterBar filters={filters} options={options} onChange={(change) => update((current) => changeFilter(current, change))} />
      <ListStatus
        query={list}
        errorTitle="The players could not be loaded"
        emptyText={filtered ? 'No players match these filters.' : 'There are no players yet.'}
        onPage={(page) => update((current) => ({ ...current, page }))}
      >
        {(items) => (mobile ? <PlayerCards items={items} onOpen={openPlayer} /> : <PlayerTable items={items} onOpen={openPlayer} />)}
      </ListStatus>
      <PlayerDrawer playerId={openId} onClose={() => openPlayer(null)} />
    </Stack>
  );
}
