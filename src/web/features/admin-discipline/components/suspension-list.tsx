import { Badge, Button, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SuspensionItem } from '../../../../shared/api/discipline';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { lengthText, progressText, SUSPENSION_STATUS_COLORS, SUSPENSION_STATUS_LABELS } from '../suspension-text';

interface SuspensionListProps {
  items: SuspensionItem[];
  onAdjust: (suspension: SuspensionItem) => void;
}

function StatusBadge({ suspension }: { suspension: SuspensionItem }) {
  return (
    <Badge color={SUSPENSION_STATUS_COLORS[suspension.status]} variant={suspension.status === 'serving' ? 'filled' : 'light'}>
      {SUSPENSION_STATUS_LABELS[suspension.status]}
    </Badge>
  );
}

function AdjustButton({ suspension, onAdjust }: { suspension: SuspensionItem; onAdjust: SuspensionListProps['onAdjust'] }) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onAdjust(suspension)}
      aria-haspopup="dialog"
      aria-label={`Adjust ${suspension.player.name}'s suspension (${suspension.reason_label.toLowerCase()})`}
    >
      Adjust
    </Button>
  );
}

/** "Red card · vs Ironworks FC, Sat 12 Apr". */
function CauseText({ suspension }: { suspension: SuspensionItem }) {
  const timeZone = useLeagueTimeZone();
  const day = suspension.origin_game.starts_at ? formatDate(suspension.origin_game.starts_at, { timeZone }) : '';
  return (
    <>
      <Text fw={600}>{suspension.reason_label}</Text>
      <Text size="sm" c="dimmed">
        vs {suspension.origin_game.opponent_name}
        {day ? `, ${day}` : ''}
      </Text>
    </>
  );
}

function AdjustmentText({ suspension }: { suspension: SuspensionItem }) {
  const { adjustment } = suspension;
  if (!adjustment) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {adjustment.reason}
      <Text span size="sm" c="dimmed">
        {adjustment.adjusted_by ? ` (${adjustment.adjusted_by})` : ''}
      </Text>
    </Text>
  );
}

/** From 768 px: one row per suspension. */
export function SuspensionTable({ items, onAdjust }: SuspensionListProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Cause</Table.Th>
            <Table.Th>Length</Table.Th>
            <Table.Th>Served</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Adjustment</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((s) => (
            <Table.Tr key={`${s.player.id}/${s.key}`}>
              <Table.Td>
                <Text fw={600}>{s.player.name}</Text>
                <Text size="sm" c="dimmed">
                  {s.team.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <CauseText suspension={s} />
              </Table.Td>
              <Table.Td>{lengthText(s)}</Table.Td>
              <Table.Td>{progressText(s)}</Table.Td>
              <Table.Td>
                <StatusBadge suspension={s} />
              </Table.Td>
              <Table.Td maw={240}>
                <AdjustmentText suspension={s} />
              </Table.Td>
              <Table.Td>
                <AdjustButton suspension={s} onAdjust={onAdjust} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per suspension. */
export function SuspensionCards({ items, onAdjust }: SuspensionListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((s) => (
        <Paper component="li" key={`${s.player.id}/${s.key}`} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Stack gap={6}>
            <Text fw={600}>{s.player.name}</Text>
            <Text size="sm" c="dimmed">
              {s.team.name}
            </Text>
            <CauseText suspension={s} />
            <Text size="sm">
              {lengthText(s)} · {progressText(s)}
            </Text>
            <div>
              <StatusBadge suspension={s} />
            </div>
            {s.adjustment ? <AdjustmentText suspension={s} /> : null}
            <div>
              <AdjustButton suspension={s} onAdjust={onAdjust} />
            </div>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
