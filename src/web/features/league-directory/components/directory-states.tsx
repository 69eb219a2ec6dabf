import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';

/** A team or player id that names nothing (an old link, a typo): a page, not a crash. */
export function DirectoryNotFound({ what, backTo, backLabel }: { what: 'Team' | 'Player'; backTo: string; backLabel: string }) {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>{what} not found</Title>
      <Text c="dimmed" maw={480}>
        {what === 'Team'
          ? 'There is no team at this address. The link may be old or mistyped.'
          : 'There is no player profile at this address. The link may be old or mistyped.'}
      </Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
