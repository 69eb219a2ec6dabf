import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's fields as a description list: two columns from the xs breakpoint, one below. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

/** One field of a DetailList; long values wrap anywhere and keep their line breaks. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}
