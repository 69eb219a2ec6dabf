import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../api';
import { accountMenuItems } from '../account-menu-items';
import { useAuth } from '../auth-context';
import { displayIdentity, initialsOf } from '../../../lib/identity';
import type { AuthUser } from '../types';
import { NotificationBell } from '../../notifications';
import { ChatNavLink } from '../../team-chat';

/**
 * Spec §2 account menu: e-mail (or phone) and role, the role's entries, Logout; with the
 * notification centre's bell (decision 073) and the team chat link with its unread badge (decision 078) before it, in this chunk that only signed-in
 * people load.
 */
export default function AccountMenu({ user }: { user: AuthUser }) {
  const { role } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();

  // mutateAsync, not mutate(…, callbacks): signing out unmounts this menu, and TanStack
  // drops per-call callbacks of an unmounted component.
  const logout = () =>
    signOut.mutateAsync().then(
      () => {
        toast.success('Signed out successfully.');
        void navigate('/login');
      },
      (error: unknown) => toast.error(`Sign out failed: ${error instanceof Error ? error.message : String(error)}`),
    );

  return (
    <>
      <ChatNavLink />
      <NotificationBell />
      {/* Inside the header (no portal): the open menu stays within the banner landmark. No focus
          placeholder: ARIA allows a menu to own only items, groups and separators. */}
      <Menu position="bottom-end" width={260} withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label="Account menu" className="account-trigger">
            <Avatar color="blue" radius="xl" size={36}>
              {initialsOf(user.name) || null}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* role="none" and spans: a menu may only own items, groups and separators (ARIA). */}
          <Menu.Label role="none">
            <Text component="span" display="block" size="sm" fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
              {displayIdentity(user)}
            </Text>
            <Text component="span" display="block" size="xs" c="dimmed">
              Role: {role || 'none'}
            </Text>
          </Menu.Label>
          <Menu.Divider role="separator" />
          {accountMenuItems(role).map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ))}
          <Menu.Divider role="separator" />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout} disabled={signOut.isPending}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
