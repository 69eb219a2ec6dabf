import { Alert, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/network-status';
import { OfflinePage } from '../layout/offline-page';

/**
 * A page's data failed to load: what failed (the title), the reason, and Try Again. Offline
 * with no answer (the service worker kept none): the page was not kept for offline use, said
 * plainly, and asked again when the connection is back (decision 058).
 */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const online = useOnline();
  if (!online && isApiError(error) && error.status === 0) return <OfflinePage onOnline={onRetry} />;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
