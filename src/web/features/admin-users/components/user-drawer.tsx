import { Alert, Button, Checkbox, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { ROLES, type Role } from '../../../../shared/roles';
import type { AdminUserListItem } from '../../../../shared/api/users';
import { toast } from '../../../lib/toast';
import { useUserAction, type UserAction } from '../api';
import { PlayerLinkPicker } from './player-link-picker';
import { ROLE_LABELS, RoleChips } from './role-chips';

interface UserDrawerProps {
  user: AdminUserListItem | null;
  /** The signed-in admin: they cannot disable themselves, so the button is not offered. */
  selfId: string | null;
  onChange: (user: AdminUserListItem) => void;
  onClose: () => void;
}

/** One account: roles (saved on each tick), linked player, sign-in access, password reset. */
export function UserDrawer({ user, selfId, onChange, onClose }: UserDrawerProps) {
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={user?.name ?? 'User'}
      closeButtonProps={{ 'aria-label': 'Close user details' }}
    >
      {user ? <UserControls key={user.id} user={user} self={user.id === selfId} onChange={onChange} /> : null}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const DONE: Record<Exclude<UserAction['kind'], 'grant' | 'revoke'>, string> = {
  link: 'Player linked.',
  unlink: 'Player unlinked.',
  disable: 'Account disabled.',
  enable: 'Account enabled.',
  'password-reset': 'Password reset e-mail sent.',
};

function UserControls({ user, self, onChange }: { user: AdminUserListItem; self: boolean; onChange: (user: AdminUserListItem) => void }) {
  const action = useUserAction();
  const [confirmDisable, setConfirmDisable] = useState(false);

  const run = (change: UserAction) =>
    action.mutate(
      { userId: user.id, action: change },
      {
        onSuccess: (updated) => {
          onChange(updated);
          if (change.kind === 'grant') toast.success(`${ROLE_LABELS[change.role]} role granted.`);
          else if (change.kind === 'revoke') toast.success(`${ROLE_LABELS[change.role]} role revoked.`);
          else toast.success(DONE[change.kind]);
        },
      },
    );

  const toggle = (role: Role, on: boolean) => run({ kind: on ? 'grant' : 'revoke', role });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text style={{ overflowWrap: 'anywhere' }}>{user.email ?? 'No e-mail (phone sign-in)'}</Text>
        {user.phone_number ? <Text size="sm">{user.phone_number}</Text> : null}
        <RoleChips roles={user.roles} disabled={user.disabled} />
      </Stack>

      <Section title="Roles">
        <Text size="sm" c="dimmed">
          Each change is saved at once.
        </Text>
        <Stack gap="xs">
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              label={ROLE_LABELS[role]}
              checked={user.roles.includes(role)}
              disabled={action.isPending}
              onChange={(event) => toggle(role, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Section>

      <Divider />
      <Section title="Player">
        {user.player ? (
          <Group gap="sm">
            <Text>{user.player.full_name}</Text>
            <Button size="xs" variant="default" onClick={() => run({ kind: 'unlink' })} disabled={action.isPending}>
              Unlink player
            </Button>
          </Group>
        ) : (
          <PlayerLinkPicker disabled={action.isPending} onLink={(playerId) => run({ kind: 'link', playerId })} />
        )}
      </Section>

      <Divider />
      <Section title="Account">
        <Group gap="xs">
          <Button variant="default" onClick={() => run({ kind: 'password-reset' })} disabled={action.isPending || user.email === null || user.disabled}>
            Send password reset
          </Button>
          {user.disabled ? (
            <Button variant="default" onClick={() => run({ kind: 'enable' })} disabled={action.isPending}>
              Enable account
            </Button>
          ) : self ? null : (
            <Button variant="default" color="red" onClick={() => setConfirmDisable(true)} disabled={action.isPending}>
              Disable account
            </Button>
          )}
        </Group>
        {confirmDisable ? (
          <Alert variant="light" color="blue" title="Please confirm">
            <Stack gap="sm">
              <Text size="sm">Disable {user.name}? They are signed out at once and cannot sign in until enabled again.</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red.9"
                  autoFocus
                  onClick={() => {
                    setConfirmDisable(false);
                    run({ kind: 'disable' });
                  }}
                >
                  Disable account
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmDisable(false)}>
                  Keep as it is
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Section>
    </Stack>
  );
}
