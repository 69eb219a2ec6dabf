import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={480}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/">
        Back to the home page
      </Button>
    </Stack>
  );
}
