import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1, with an optional line under it. */
export function PageHeader({ title, description, titleId }: { title: string; description?: ReactNode; titleId?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} id={titleId}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
