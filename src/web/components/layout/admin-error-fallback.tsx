import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessageOf } from './error-fallback';

/**
 * Spec §2: the admin area's fallback, "Admin Panel Error" with Refresh Page. Used by the
 * admin layout's error boundary (the admin area arrives with a later issue).
 */
export function AdminErrorFallback({ error, onRefresh = () => window.location.reload() }: { error: unknown; onRefresh?: () => void }) {
  return (
    <Stack align="center" gap="md" py="xl" px="md" role="alert" ta="center">
      <IconAlertTriangle size={40} aria-hidden color="var(--mantine-color-error)" />
      <Title order={1} size="h2">
        Admin Panel Error
      </Title>
      <Text c="dimmed" maw={520} style={{ overflowWrap: 'anywhere' }}>
        {errorMessageOf(error)}
      </Text>
      <Button onClick={onRefresh}>Refresh Page</Button>
    </Stack>
  );
}
