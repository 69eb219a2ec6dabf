import { Notification, Stack } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { fallbackToastStore, TOAST_DURATION_MS } from '../../lib/toast';

/**
 * The toasts whose own chunk could not be fetched (lib/toast.ts): the connection dropped before
 * the page had loaded it. Mantine's Notification from the core (already on the page), in the
 * corner where the real toasts show, each closed after its time or by its close button.
 */
export function FallbackToasts() {
  const items = useSyncExternalStore(fallbackToastStore.subscribe, fallbackToastStore.items);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" pos="fixed" bottom={16} right={16} left={16} maw={440} ml="auto" style={{ zIndex: 400 }}>
      {items.map((item) => (
        <FallbackToast key={String(item.id)} item={item} />
      ))}
    </Stack>
  );
}

function FallbackToast({ item }: { item: NotificationData }) {
  const duration = typeof item.autoClose === 'number' ? item.autoClose : TOAST_DURATION_MS;
  useEffect(() => {
    const timer = window.setTimeout(() => fallbackToastStore.hide(item.id), duration);
    return () => window.clearTimeout(timer);
  }, [item.id, duration]);
  return (
    <Notification
      title={item.title}
      color={item.color}
      role={item.role}
      withBorder
      closeButtonProps={item.closeButtonProps}
      onClose={() => fallbackToastStore.hide(item.id)}
    >
      {item.message}
    </Notification>
  );
}
