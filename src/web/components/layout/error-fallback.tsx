import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred.';
}

/** Spec §2: "Something went wrong" with the error's message, Try Again and Go Home. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" gap="md" py="xl" px="md" role="alert" ta="center">
      <IconAlertTriangle size={40} aria-hidden color="var(--mantine-color-error)" />
      <Title order={1} size="h2">
        Something went wrong
      </Title>
      <Text c="dimmed" maw={520} style={{ overflowWrap: 'anywhere' }}>
        {errorMessageOf(error)}
      </Text>
      <Group justify="center">
        <Button onClick={onRetry}>Try Again</Button>
        {/* A full page load: whatever broke may be in memory, not only on this page. */}
        <Button component="a" href="/" variant="default">
          Go Home
        </Button>
      </Group>
    </Stack>
  );
}
