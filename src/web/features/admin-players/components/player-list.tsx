import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AdminPlayerListItem } from '../../../../shared/api/players';
import { initialsOf } from '../../../lib/identity';
import { EmailAddress } from '../../../components/ui/email-address';
import { RegistrationBadge } from '../../../components/ui/registration-badge';

interface PlayerListProps {
  items: AdminPlayerListItem[];
  onOpen: (id: string) => void;
}

const teamsOf = (item: AdminPlayerListItem) => item.teams.map((t) => t.name).join(', ') || '—';

function OpenButton({ item, onOpen }: { item: AdminPlayerListItem; onOpen: (id: string) => void }) {
  return (
    <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(item.id)} aria-haspopup="dialog">
      {item.full_name}
    </Anchor>
  );
}

function PlayerAvatar({ item, size = 40 }: { item: AdminPlayerListItem; size?: number }) {
  return (
    <Avatar src={item.photo_url} alt="" size={size} radius="xl" color="blue">
      {initialsOf(item.full_name)}
    </Avatar>
  );
}

function AccountBadge({ linked }: { linked: boolean }) {
  return linked ? (
    <Badge variant="light" color="blue">
      Account
    </Badge>
  ) : (
    <Badge variant="outline" color="gray">
      No account
    </Badge>
  );
}

/** From 768 px: a table in name order. */
export function PlayerTable({ items, onOpen }: PlayerListProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Registration</Table.Th>
            <Table.Th>Account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <PlayerAvatar item={item} />
                  <Stack gap={0} miw={0}>
                    <OpenButton item={item} onOpen={onOpen} />
                    <Text size="sm" c="dimmed">
                      {item.email ? <EmailAddress address={item.email} /> : '—'}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.phone_number ?? '—'}</Table.Td>
              <Table.Td>{teamsOf(item)}</Table.Td>
              <Table.Td miw={150}>
                <RegistrationBadge status={item.registration_status} />
              </Table.Td>
              <Table.Td miw={120}>
                <AccountBadge linked={item.linked_user} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per player. */
export function PlayerCards({ items, onOpen }: PlayerListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <PlayerAvatar item={item} size={48} />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <OpenButton item={item} onOpen={onOpen} />
              <Text size="sm" c="dimmed">
                {item.email ? <EmailAddress address={item.email} /> : null}
                {item.email && item.phone_number ? ' · ' : null}
                {item.phone_number ?? (item.email ? null : '—')}
              </Text>
              <Text size="sm">{teamsOf(item)}</Text>
              <Group gap="xs">
                <RegistrationBadge status={item.registration_status} />
                <AccountBadge linked={item.linked_user} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
