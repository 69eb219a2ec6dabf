import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered section with its own h2. Not a named region: a form section named like its
 * fields ("Phone", "Change password") would make label lookups ambiguous; the heading is the
 * way in for screen-reader users.
 */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
