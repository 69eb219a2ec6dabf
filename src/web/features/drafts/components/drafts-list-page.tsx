import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DraftSummary } from '../../../../shared/api/drafts';
import { useDrafts, useSeasonAndDivisionChoices } from '../api';

/** /admin/drafts: every draft, and the way to a season and division's drafts to create one. */
export function DraftsListPage() {
  const drafts = useDrafts();
  const choices = useSeasonAndDivisionChoices();
  const navigate = useNavigate();
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [divisionId, setDivisionId] = useState<string | null>(null);
  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>Drafts</Title>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label="Season"
            data={[{ value: '', label: 'Choose a season' }, ...(choices.data?.seasons ?? [])]}
            value={seasonId ?? ''}
            onChange={(e) => setSeasonId(e.currentTarget.value || null)}
            w={220}
          />
          <NativeSelect
            label="Division"
            data={[{ value: '', label: 'Choose a division' }, ...(choices.data?.divisions ?? [])]}
            value={divisionId ?? ''}
            onChange={(e) => setDivisionId(e.currentTarget.value || null)}
            w={220}
          />
          <Button disabled={!seasonId || !divisionId} onClick={() => navigate(`/admin/seasons/${seasonId}/divisions/${divisionId}/drafts`)}>
            Open its drafts
          </Button>
        </Group>
      </Paper>
      <DraftTable drafts={drafts.data?.drafts ?? []} loading={drafts.isPending} />
    </Stack>
  );
}

export function DraftTable({ drafts, loading }: { drafts: readonly DraftSummary[]; loading: boolean }) {
  if (!loading && drafts.length === 0) return <Text c="dimmed">No draft yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Drafts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Draft</Table.Th>
            <Table.Th scope="col">Season · division</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Picks</Table.Th>
            <Table.Th scope="col">Open</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>
                {d.season.name} · {d.division.name}
              </Table.Td>
              <Table.Td>{d.status}</Table.Td>
              <Table.Td>
                {d.picks_made} / {d.total_picks}
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor component={Link} to={`/admin/drafts/${d.id}/manage`} aria-label={`Manage ${d.name}`}>
                    Manage
                  </Anchor>
                  <Anchor component={Link} to={`/admin/draft-board?draft=${d.id}`} aria-label={`Board of ${d.name}`}>
                    Board
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
