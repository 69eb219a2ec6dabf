import { ActionIcon, Button, Group, Popover, ScrollArea, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { NotificationItem } from '../../../../shared/api/notifications';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { onWorkerMessage } from '../../../lib/service-worker';
import { notificationKeys, useMarkNotificationsRead, useNotifications } from '../api';

const HEADING_ID = 'notification-centre-heading';

/** The bell's accessible name: what it is and, when there are any, how many are unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** An app-relative path to open; anything else opens the home page. */
const pagePath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/');

/**
 * The notification centre in the header (issue 22, decision 073): a bell with the unread
 * count; the list opens under it, newest first, each item opening its page and marked read.
 * Read on one device is read on all: the list is read again when the page comes back into
 * view, every minute, and at once when the service worker says a push message arrived.
 */
export default function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const queryClient = useQueryClient();
  const timeZone = useLeagueTimeZone();

  useEffect(
    () =>
      onWorkerMessage((message) => {
        if (message.type === 'notifications-changed') void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      }),
    [queryClient],
  );

  const pages = notifications.data?.pages ?? [];
  const unread = pages[0]?.unread_count ?? 0;
  const items = pages.flatMap((page) => page.items);

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    close();
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      shadow="md"
      width="min(24rem, calc(100vw - 1rem))"
      trapFocus
      returnFocus
      withinPortal
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size={44} onClick={toggle} aria-label={bellLabel(unread)} className="notification-bell">
          <IconBell size={22} aria-hidden />
          {/* The count is in the button's name; this is its picture. */}
          {unread > 0 ? (
            <span className="notification-count" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={HEADING_ID} className="notification-centre">
        <Group justify="space-between" px="md" pt="sm" pb="xs" wrap="nowrap">
          <Title order={2} size="h5" id={HEADING_ID}>
            Notifications
          </Title>
          {unread > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => markRead.mutate({ all: true })}>
              Mark all as read
            </Button>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah="min(28rem, 70dvh)" type="auto">
          {notifications.isPending ? (
            <Text size="sm" px="md" pb="md">
              Loading...
            </Text>
          ) : null}
          {notifications.isError && items.length === 0 ? (
            <Stack gap="xs" px="md" pb="md" align="flex-start">
              <Text size="sm" role="alert">
                Your notifications could not be loaded.
              </Text>
              <Button size="xs" variant="default" onClick={() => void notifications.refetch()}>
                Try Again
              </Button>
            </Stack>
          ) : null}
          {notifications.isSuccess && items.length === 0 ? (
            <Text size="sm" px="md" pb="md">
              No notifications yet. Game changes, reminders and offers show here.
            </Text>
          ) : null}
          {items.length > 0 ? (
            <ul className="notification-list" aria-labelledby={HEADING_ID}>
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    component={Link}
                    to={pagePath(item.url)}
                    onClick={() => open(item)}
                    className="notification-item"
                    data-unread={item.read_at === null || undefined}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <span className="notification-dot" aria-hidden />
                      <Stack gap={2} miw={0}>
                        <Text size="sm" fw={item.read_at === null ? 700 : 500}>
                          {item.read_at === null ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
                          {item.title}
                        </Text>
                        <Text size="sm">{item.body}</Text>
                        <Text size="xs" c="dimmed">
                          {formatGameDateTime(item.created_at, { timeZone })}
                        </Text>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          ) : null}
          {notifications.hasNextPage ? (
            <Group justify="center" p="sm">
              <Button variant="default" size="sm" onClick={() => void notifications.fetchNextPage()} loading={notifications.isFetchingNextPage}>
                Show older
              </Button>
            </Group>
          ) : null}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
