import { Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/network-status';
import { OfflinePage } from './offline-page';

/**
 * Offline, what is kept on the device comes from the service worker within moments; still
 * loading after this long, it was not kept, and the page says so instead of spinning.
 */
export const OFFLINE_LOADING_GRACE_MS = 600;

/**
 * The spec's "Loading..." spinner: while a page chunk loads and while auth loads. Offline, a
 * wait that outlasts the service worker's answer says plainly that the page was not kept for
 * offline use (decision 058); back online, the spinner returns while the page loads.
 */
export function PageLoader() {
  const online = useOnline();
  const [waitedOffline, setWaitedOffline] = useState(false);
  useEffect(() => {
    if (online) {
      setWaitedOffline(false);
      return;
    }
    const timer = window.setTimeout(() => setWaitedOffline(true), OFFLINE_LOADING_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);
  if (!online && waitedOffline) return <OfflinePage />;
  return (
    <Center py="xl" mih={200}>
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Loading...</Text>
      </Group>
    </Center>
  );
}
