import { Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { RETURNING_INTENT_LABELS, RETURNING_INTENTS, RETURNING_INVITATION_DAYS } from '../../../../shared/registrations';
import type { ReturningPlayersPage } from '../../../../shared/api/registrations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterSelect, withChosen } from '../../../components/ui/filter-select';
import { ListHeader } from '../../../components/ui/list-header';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchFilter } from '../../../components/ui/search-filter';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReturningPlayers, useSeasonChoices, useSendInvitations } from '../api';
import { changeFilter, exportCsvHref, filtersFromSearch, filtersToSearch, type ReturningPlayerFilters } from '../filters';
import { sentMessage } from '../invitation-state';
import { ReturningPlayerCards, ReturningPlayerTable } from './returning-player-list';

const INTENT_OPTIONS = RETURNING_INTENTS.map((intent) => ({ value: intent, label: RETURNING_INTENT_LABELS[intent] }));

function emptyText(page: ReturningPlayersPage | undefined, filters: ReturningPlayerFilters): string {
  if (page && !page.previous_season) return `There is no season before ${page.season.name}, so there are no returning players to show.`;
  if (filters.intent || filters.q) return 'No players match these filters.';
  return `Nobody was on a roster in ${page?.previous_season?.name ?? 'the previous season'}.`;
}

/** /admin/returning-players: last season's players, their intent, and invitations to register early. */
export function AdminReturningPlayersPage() {
  const [search, setSearch] = useSearchUpdate();
  const filters = filtersFromSearch(search);
  // From the address as it is when applied: a debounced search may land after another change.
  const update = (change: (current: ReturningPlayerFilters) => ReturningPlayerFilters) =>
    setSearch((previous) => filtersToSearch(change(filtersFromSearch(previous))), { replace: true });
  const list = useReturningPlayers(filters);
  const seasons = useSeasonChoices();
  const send = useSendInvitations();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const page = list.data;
  // With no season chosen, the server's (the newest) is the one shown.
  const seasonId = filters.seasonId ?? page?.season.id ?? null;
  const noSeasons = !filters.seasonId && isApiError(list.error) && list.error.code === 'NOT_FOUND';

  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const chooseSeason = (id: string) => {
    setSelected(new Set());
    update((current) => changeFilter(current, { seasonId: id || null }));
  };
  const confirmSend = () => {
    if (!seasonId) return;
    setSendError(null);
    send.mutate(
      { season_id: seasonId, player_ids: [...selected] },
      {
        onSuccess: (result) => {
          toast.success(sentMessage(result));
          setSelected(new Set());
          setConfirming(false);
        },
        onError: (error) => setSendError(isApiError(error) ? error.message : 'The invitations were not sent.'),
      },
    );
  };

  const seasonOptions = withChosen(seasons.data ?? [], seasonId, page?.season.name);
  return (
    <Stack gap="md">
      <ListHeader title="Returning Players" total={page?.total} one="player" many="players" exportHref={exportCsvHref(filters)}>
        <Button
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={selected.size === 0 || !seasonId}
          onClick={() => {
            setSendError(null);
            setConfirming(true);
          }}
        >
          {selected.size > 0 ? `Send invitations (${selected.size})` : 'Send invitations'}
        </Button>
      </ListHeader>
      {page?.previous_season ? (
        <Text size="sm">
          Players on a roster in {page.previous_season.name}. Invite them to register for {page.season.name} before registration opens to everyone.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label="New season"
          data={seasonOptions.length > 0 ? seasonOptions : [{ value: '', label: 'No seasons yet' }]}
          value={seasonId ?? ''}
          onChange={(event) => chooseSeason(event.currentTarget.value)}
        />
        <FilterSelect
          label="Intent"
          allLabel="Any intent"
          options={INTENT_OPTIONS}
          value={filters.intent}
          onChange={(intent) => update((current) => changeFilter(current, { intent }))}
        />
        <SearchFilter label="Search" placeholder="Name or email" value={filters.q} onSearch={(q) => update((current) => changeFilter(current, { q }))} />
      </SimpleGrid>
      {noSeasons ? (
        <EmptyState>There are no seasons yet. Create the new season first.</EmptyState>
      ) : (
        <ListStatus
          query={list}
          errorTitle="The returning players could not be loaded"
          emptyText={emptyText(page, filters)}
          onPage={(next) => update((current) => ({ ...current, page: next }))}
        >
          {(items) =>
            seasonId ? (
              mobile ? (
                <ReturningPlayerCards key={seasonId} items={items} seasonId={seasonId} selected={selected} onSelect={select} />
              ) : (
                <ReturningPlayerTable key={seasonId} items={items} seasonId={seasonId} selected={selected} onSelect={select} />
              )
            ) : null
          }
        </ListStatus>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Send invitations"
        message={`E-mail a registration link for ${page?.season.name ?? 'the new season'} to ${selected.size} ${selected.size === 1 ? 'player' : 'players'}? An invitation still open is replaced; the links expire in ${RETURNING_INVITATION_DAYS} days.`}
        confirmLabel="Send invitations"
        confirmColor="blue"
        errorTitle="Not sent"
        pending={send.isPending}
        error={sendError}
        onConfirm={confirmSend}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
