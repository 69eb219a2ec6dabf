import { Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PublicPlayerListItem } from '../../../../shared/api/league-directory';
import { PageLoader } from '../../../components/layout/page-loader';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { SearchFilter } from '../../../components/ui/search-filter';
import { SeasonSelect } from '../../../components/ui/season-select';
import { LoadError } from '../../../components/ui/load-error';
import { usePublicPlayers } from '../api';
import { changePlayerFilter, filtersToSearch, playerFiltersFromSearch, type PlayerFilters } from '../filters';
import { PlayerAvatar } from './player-avatar';
import { DivisionSelect } from './division-select';

function PlayerCard({ player }: { player: PublicPlayerListItem }) {
  const name = `${player.first_name} ${player.last_name}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap">
        <PlayerAvatar name={name} photoUrl={player.photo_url} size={48} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={`/player/${player.id}`} fw={600} truncate>
            {name}
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <TeamSwatch colours={player.team} size={14} />
            <Text size="sm" c="dimmed" truncate>
              {player.team.name}
              {player.jersey_number === null ? '' : ` · #${player.jersey_number}`}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /players-public: a season's players, searched and filtered on the server, a page at a time. */
export function PlayersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = playerFiltersFromSearch(search);
  const setFilters = (next: PlayerFilters) => setSearch(filtersToSearch(next), { replace: true });
  const change = (partial: Partial<Omit<PlayerFilters, 'page'>>) => setFilters(changePlayerFilter(filters, partial));
  const list = usePublicPlayers(filters);
  const data = list.data;
  const filtered = Boolean(filters.q || filters.divisionId || filters.teamId);

  return (
    <Stack gap="md">
      <PageHeader
        title="Players"
        description={data?.season ? `${data.season.name} season · ${data.total} ${data.total === 1 ? 'player' : 'players'}` : undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <SearchFilter label="Search" placeholder="Player name" value={filters.q} onSearch={(q) => change({ q })} />
        <SeasonSelect seasons={data?.seasons} value={data?.season?.id ?? filters.seasonId} onChange={(seasonId) => change({ seasonId })} />
        <DivisionSelect divisions={data?.divisions ?? []} value={filters.divisionId} onChange={(divisionId) => change({ divisionId })} />
        <NativeSelect
          label="Team"
          data={[{ value: '', label: 'All teams' }, ...(data?.teams ?? []).map((t) => ({ value: t.id, label: t.name }))]}
          value={filters.teamId ?? ''}
          onChange={(event) => change({ teamId: event.currentTarget.value || null })}
        />
      </SimpleGrid>
      {list.isPending ? <PageLoader /> : null}
      {list.error && !data ? <LoadError title="The players could not be loaded" error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data ? (
        data.items.length === 0 ? (
          <EmptyState>{filtered ? 'No players match these filters.' : 'No players are on a team this season yet.'}</EmptyState>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            p={0}
            m={0}
            aria-label="Players"
            // The last page stays on screen, dimmed, while the next one loads.
            aria-busy={list.isPlaceholderData}
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {data.items.map((player) => (
              <PlayerCard key={`${player.id}-${player.team.id}`} player={player} />
            ))}
          </SimpleGrid>
        )
      ) : null}
      {data ? <Pager page={filters.page} total={data.total} pageSize={data.page_size} onPage={(page) => setFilters({ ...filters, page })} /> : null}
    </Stack>
  );
}
