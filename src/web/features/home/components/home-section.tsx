import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled region of the home page; `id` makes it a link target (e.g. /#live). */
export function HomeSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="sm" tabIndex={-1} className="home-section">
      <Title order={2} id={headingId} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
