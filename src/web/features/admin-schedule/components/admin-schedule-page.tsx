import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStadium, IconCloudRain, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminScheduleGame } from '../../../../shared/api/admin-schedule';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import type { FilterChange } from '../../../lib/list-filters';
import { ImportScheduleButton } from '../../admin-schedule-import';
import { GenerateScheduleButton } from '../../admin-schedule-generator';
import { useScheduleGames, useScheduleOptions } from '../api';
import { changeScheduleFilter, type ScheduleFilters, scheduleExportHref, scheduleFiltersFromSearch, scheduleFiltersToSearch } from '../filters';
import type { GameAction } from './game-actions';
import { GameFormDialog } from './game-form-dialog';
import { MakeupsDialog } from './makeups-dialog';
import { RainoutDialog } from './rainout-dialog';
import { RefereeDialog } from './referee-dialog';
import { ScheduleFilterBar } from './schedule-filter-bar';
import { ScheduleCards, ScheduleTable } from './schedule-list';
import { StatusDialog } from './status-dialog';
import { VenuesDialog } from './venues-dialog';

type Open = { kind: 'add' } | { kind: 'rainout' } | { kind: 'venues' } | { kind: GameAction; game: AdminScheduleGame } | null;

/**
 * /admin/schedule (decision 038): every game, filtered on the server and paged, with CSV export;
 * per game edit or move, referee, postpone, cancel, forfeit, restore and delete, and make-ups
 * proposed again for a postponed game's date; a new game; a rainout; venues and fields.
 */
export function AdminSchedulePage() {
  const [search, setSearch] = useSearchParams();
  const filters = scheduleFiltersFromSearch(search);
  const setFilters = (next: ScheduleFilters) => setSearch(scheduleFiltersToSearch(next), { replace: true });
  // Read at the moment of the change, not from this render: two selects changed in quick
  // succession would otherwise drop the first one's value.
  const changeFilters = (change: FilterChange<ScheduleFilters>) =>
    setFilters(changeScheduleFilter(scheduleFiltersFromSearch(new URLSearchParams(window.location.search)), change));
  const list = useScheduleGames(filters);
  const options = useScheduleOptions();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const onAction = (kind: GameAction, game: AdminScheduleGame) => setOpen({ kind, game });
  const gameOf = (kinds: readonly GameAction[]) => (open && 'game' in open && kinds.includes(open.kind) ? open.game : null);
  const statusAction = open && 'game' in open && open.kind !== 'edit' && open.kind !== 'referee' && open.kind !== 'makeups' ? open.kind : null;

  return (
    <Stack gap="md">
      <ListHeader title="Schedule" total={list.data?.total} one="game" many="games" exportHref={scheduleExportHref(filters)}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ kind: 'add' })}>
          Add game
        </Button>
        <Button variant="default" leftSection={<IconCloudRain size={16} aria-hidden />} onClick={() => setOpen({ kind: 'rainout' })}>
          Rain out
        </Button>
        <Button variant="default" leftSection={<IconBuildingStadium size={16} aria-hidden />} onClick={() => setOpen({ kind: 'venues' })}>
          Venues and fields
        </Button>
        <ImportScheduleButton />
        {filters.seasonId && filters.divisionId ? <GenerateScheduleButton seasonId={filters.seasonId} divisionId={filters.divisionId} /> : null}
      </ListHeader>
      <ScheduleFilterBar filters={filters} options={options.data} onChange={changeFilters} />
      <ListStatus
        query={list}
        errorTitle="The schedule could not be loaded"
        emptyText={search.size > 0 ? 'No games match these filters.' : 'There are no games yet.'}
        onPage={(page) => setFilters({ ...filters, page })}
      >
        {(items) => (mobile ? <ScheduleCards items={items} onAction={onAction} /> : <ScheduleTable items={items} onAction={onAction} />)}
      </ListStatus>
      <GameFormDialog
        opened={open?.kind === 'add' || open?.kind === 'edit'}
        game={gameOf(['edit'])}
        options={options.data}
        seasonId={filters.seasonId}
        divisionId={filters.divisionId}
        onClose={close}
      />
      <RefereeDialog game={gameOf(['referee'])} options={options.data} onClose={close} />
      <StatusDialog game={statusAction ? gameOf([statusAction]) : null} action={statusAction} options={options.data} onClose={close} />
      <MakeupsDialog game={gameOf(['makeups'])} options={options.data} onClose={close} />
      <RainoutDialog opened={open?.kind === 'rainout'} options={options.data} onClose={close} />
      <VenuesDialog opened={open?.kind === 'venues'} onClose={close} />
    </Stack>
  );
}
