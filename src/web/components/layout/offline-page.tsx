import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

export const OFFLINE_PAGE_TEXT = {
  title: 'Not available offline',
  body: "This page was not kept on this device. It opens when you're back online.",
} as const;

/**
 * Said plainly and at once when the page (its code or its data) was not kept for offline use
 * (decision 058), instead of a spinner that never ends or a chunk error. `onOnline`: what to do
 * when the connection is back (a page whose code failed to load is loaded again); `asPage`: it
 * stands for the whole page, with the page's heading.
 */
export function OfflinePage({ onOnline, asPage = false }: { onOnline?: () => void; asPage?: boolean }) {
  useEffect(() => {
    if (!onOnline) return;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" role="status">
      {/* The page's heading when it stands for the page (its code did not load); else the page has its own. */}
      {asPage ? (
        <Title order={1} size="h3">
          {OFFLINE_PAGE_TEXT.title}
        </Title>
      ) : (
        <Text fw={700}>{OFFLINE_PAGE_TEXT.title}</Text>
      )}
      <Text c="dimmed" maw={420}>
        {OFFLINE_PAGE_TEXT.body}
      </Text>
    </Stack>
  );
}
