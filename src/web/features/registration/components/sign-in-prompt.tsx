import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** For a signed-out visitor on the payment pages: sign in, and come back to this page. */
export function SignInPrompt({ children }: { children: string }) {
  const location = useLocation();
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <Text>{children}</Text>
        <Button component={Link} to="/login" state={{ from: { pathname: location.pathname, search: location.search } }}>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
