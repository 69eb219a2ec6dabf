import { Center, Group, Loader, Text } from '@mantine/core';

/** The spec's "Loading..." spinner: while a page chunk loads and while auth loads. */
export function PageLoader() {
  return (
    <Center py="xl" mih={200}>
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Loading...</Text>
      </Group>
    </Center>
  );
}
