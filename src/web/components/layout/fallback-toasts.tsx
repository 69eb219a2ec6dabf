import { Group, Paper, Stack, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { fallbackToastStore, TOAST_DURATION_MS } from '../../lib/toast';

/**
 * The toasts whose own chunk could not be fetched (lib/toast.ts): the connection dropped before
 * the page had loaded it. Built from what every page already loads (no Mantine Notification: the
 * first load's budget), in the corner where the real toasts show, each closed after its time or
 * by its close button.
 */
export function FallbackToasts() {
  const items = useSyncExternalStore(fallbackToastStore.subscribe, fallbackToastStore.items);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" className="fallback-toasts">
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
    <Paper withBorder shadow="md" p="sm" radius="md" role={item.role} style={{ borderLeft: `4px solid var(--mantine-color-${item.color}-filled)` }}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div>
          {item.title ? <Text fw={600}>{item.title}</Text> : null}
          <Text size="sm">{item.message}</Text>
        </div>
        <button type="button" className="fallback-toast-close" aria-label="Close notification" onClick={() => fallbackToastStore.hide(item.id)}>
          ×
        </button>
      </Group>
    </Paper>
  );
}
