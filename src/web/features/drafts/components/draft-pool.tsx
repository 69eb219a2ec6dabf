import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { DraftPoolPlayer } from '../../../../shared/api/drafts';

export interface PoolAction {
  label: (player: DraftPoolPlayer) => string;
  onPick: (player: DraftPoolPlayer) => void;
  disabled: boolean;
}

/** The pool with filters (name, position, eligible only), highest skill first; a Pick button per player when the caller may pick. */
export function DraftPool({ pool, pick, onQueue }: { pool: readonly DraftPoolPlayer[]; pick: PoolAction | null; onQueue?: (player: DraftPoolPlayer) => void }) {
  const [q, setQ] = useState('');
  const [position, setPosition] = useState<string | null>(null);
  const [eligibleOnly, setEligibleOnly] = useState(false);
  const positions = useMemo(() => [...new Set(pool.flatMap((p) => p.positions))].sort(), [pool]);
  const shown = pool.filter(
    (p) => (!q || p.name.toLowerCase().includes(q.toLowerCase())) && (!position || p.positions.includes(position)) && (!eligibleOnly || p.eligible),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          Pool ({pool.length})
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput label="Search the pool" placeholder="Name" value={q} onChange={(e) => setQ(e.currentTarget.value)} w={200} />
          <NativeSelect
            label="Position"
            data={[{ value: '', label: 'All positions' }, ...positions]}
            value={position ?? ''}
            onChange={(e) => setPosition(e.currentTarget.value || null)}
            w={170}
          />
          <Checkbox label="Eligible only" checked={eligibleOnly} onChange={(e) => setEligibleOnly(e.currentTarget.checked)} />
        </Group>
        <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing="xs" aria-label="Draft pool" data-testid="draft-pool">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Player</Table.Th>
                <Table.Th scope="col">Skill</Table.Th>
                <Table.Th scope="col">Positions</Table.Th>
                <Table.Th scope="col">Age group</Table.Th>
                {pick || onQueue ? <Table.Th scope="col">Action</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((player) => (
                <Table.Tr key={player.player_id}>
                  <Table.Td>
                    <Text fw={600}>{player.name}</Text>
                    {player.notes ? (
                      <Text size="xs" c="dimmed">
                        {player.notes}
                      </Text>
                    ) : null}
                    {player.eligible ? null : (
                      <Badge color="red" variant="light" title={player.ineligible_reason ?? undefined}>
                        Not eligible
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{player.skill ?? '—'}</Table.Td>
                  <Table.Td>{player.positions.join(', ') || '—'}</Table.Td>
                  <Table.Td>{player.age_group ?? '—'}</Table.Td>
                  {pick || onQueue ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {pick ? (
                          <Button size="xs" disabled={pick.disabled || !player.eligible} onClick={() => pick.onPick(player)} aria-label={pick.label(player)}>
                            Pick
                          </Button>
                        ) : null}
                        {onQueue ? (
                          <Button size="xs" variant="default" onClick={() => onQueue(player)} aria-label={`Add ${player.name} to the queue`}>
                            Queue
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shown.length === 0 ? <Text c="dimmed">No player in the pool matches.</Text> : null}
      </Stack>
    </Paper>
  );
}
