import { Alert, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useUnsignedPlayers } from '../api';

interface UnsignedPanelProps {
  /** From the page's address (the dashboard links here with its season); null: the current season. */
  seasonId: string | null;
  onSeason: (seasonId: string) => void;
}

/** Players registered in a season (not cancelled or refunded) who have not signed the active version. */
export function UnsignedPanel({ seasonId, onSeason }: UnsignedPanelProps) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = q.trim();
  const unsigned = useUnsignedPlayers(seasonId, search, page, true);
  const data = unsigned.data;

  return (
    <Stack gap="sm">
      {data && data.seasons.length > 0 ? (
        <NativeSelect
          label="Season"
          data={data.seasons.map((s) => ({ value: s.id, label: `${s.name} (${s.status})` }))}
          value={data.season?.id ?? ''}
          onChange={(event) => {
            setPage(1);
            onSeason(event.currentTarget.value);
          }}
        />
      ) : null}
      <TextInput
        label="Search players"
        placeholder="Player name"
        type="search"
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          setPage(1);
        }}
      />
      {unsigned.isPending ? <PageLoader /> : null}
      {unsigned.error ? (
        <Alert color="red" variant="light" role="alert" title="The list could not be loaded">
          {unsigned.error.message}
        </Alert>
      ) : null}
      {data ? (
        data.waiver === null ? (
          <EmptyState>No waiver version is active, so there is nothing to sign.</EmptyState>
        ) : data.season === null ? (
          <EmptyState>No season has been created yet.</EmptyState>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total.toLocaleString()} {data.total === 1 ? 'player has' : 'players have'} not signed version {data.waiver.version} for {data.season.name}
            </Text>
            {data.items.length === 0 ? (
              <EmptyState>{search ? 'No player matches this search.' : 'Everyone registered has signed.'}</EmptyState>
            ) : (
              <Table striped verticalSpacing="xs" aria-label="Players who have not signed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Player</Table.Th>
                    <Table.Th scope="col">Division</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((p) => (
                    <Table.Tr key={p.player_id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.player_name}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.division_names}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={setPage} />
          </>
        )
      ) : null}
    </Stack>
  );
}
