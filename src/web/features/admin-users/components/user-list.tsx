import { Button, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminUserListItem } from '../../../../shared/api/users';
import { RoleChips } from './role-chips';

interface UserListProps {
  items: AdminUserListItem[];
  onOpen: (user: AdminUserListItem) => void;
}

const contactOf = (user: AdminUserListItem) => [user.email, user.phone_number].filter(Boolean).join(' · ') || '—';

function ManageButton({ user, onOpen }: { user: AdminUserListItem; onOpen: (user: AdminUserListItem) => void }) {
  return (
    <Button size="xs" variant="default" onClick={() => onOpen(user)} aria-haspopup="dialog" aria-label={`Manage ${user.name}`}>
      Manage
    </Button>
  );
}

/** From 768 px: a table in name order. */
export function UserTable({ items, onOpen }: UserListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text fw={600}>{user.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {contactOf(user)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoleChips roles={user.roles} disabled={user.disabled} />
              </Table.Td>
              <Table.Td>{user.player?.full_name ?? '—'}</Table.Td>
              <Table.Td>
                <ManageButton user={user} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per user. */
export function UserCards({ items, onOpen }: UserListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((user) => (
        <Paper component="li" key={user.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Stack gap={6}>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {contactOf(user)}
            </Text>
            <RoleChips roles={user.roles} disabled={user.disabled} />
            <Text size="sm">Player: {user.player?.full_name ?? '—'}</Text>
            <div>
              <ManageButton user={user} onOpen={onOpen} />
            </div>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
