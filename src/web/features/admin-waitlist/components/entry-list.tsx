import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { WaitlistListItem } from '../../../../shared/api/waitlist';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { EntryAvatar } from './entry-avatar';
import { StatusBadge } from './status-badge';

interface EntryListProps {
  items: WaitlistListItem[];
  onOpen: (id: string) => void;
}

function placeOf(item: WaitlistListItem): string {
  return [item.season_name, item.division_name].filter(Boolean).join(' · ') || '—';
}

/** The entry's name as the way into its details: a real button, so the keyboard reaches it. */
function OpenButton({ item, onOpen }: { item: WaitlistListItem; onOpen: (id: string) => void }) {
  return (
    <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(item.id)} aria-haspopup="dialog">
      {item.full_name}
    </Anchor>
  );
}

/** From 768 px: a table in the list's order (priority, then oldest). */
export function EntryTable({ items, onOpen }: EntryListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Experience</Table.Th>
            <Table.Th>Season · Division</Table.Th>
            <Table.Th>Joined</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.waitlist_priority}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <EntryAvatar name={item.full_name} photoUrl={item.photo_url} />
                  <Stack gap={0} miw={0}>
                    <OpenButton item={item} onOpen={onOpen} />
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.email}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              {/* Wide enough for "Registered": a badge shortened to "DECLIN…" says nothing. */}
              <Table.Td miw={120}>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.is_new_player ? 'New player' : 'Returning player'}</Text>
                <Text size="sm" c="dimmed">
                  Skill {item.skill_level} · {item.preferred_position}
                </Text>
              </Table.Td>
              <Table.Td>{placeOf(item)}</Table.Td>
              <Table.Td>
                <time dateTime={item.created_at}>{formatDate(item.created_at, { timeZone })}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per entry. */
export function EntryCards({ items, onOpen }: EntryListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <EntryAvatar name={item.full_name} photoUrl={item.photo_url} size={48} />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <OpenButton item={item} onOpen={onOpen} />
                <StatusBadge status={item.status} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.email}
              </Text>
              <Text size="sm">
                Priority {item.waitlist_priority} · {item.is_new_player ? 'New' : 'Returning'} · Skill {item.skill_level}
              </Text>
              <Text size="sm" c="dimmed">
                {placeOf(item)} · joined <time dateTime={item.created_at}>{formatDate(item.created_at, { timeZone })}</time>
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
