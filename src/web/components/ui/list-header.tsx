import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface ListHeaderProps {
  title: string;
  /** How many the filters select, once known; said with `one` or `many` ("1 team", "12 teams"). */
  total: number | undefined;
  one: string;
  many: string;
  /** The CSV export of everything the filters select. */
  exportHref: string;
  /** Actions before Export CSV, e.g. "New team". */
  children?: ReactNode;
}

/** A server-paged admin list's heading: its title and count, its actions and the CSV export. */
export function ListHeader({ title, total, one, many, exportHref, children }: ListHeaderProps) {
  const exportButton = (
    <Button component="a" href={exportHref} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
      Export CSV
    </Button>
  );
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <PageHeader title={title} description={total === undefined ? undefined : `${total} ${total === 1 ? one : many}`} />
      {children ? (
        <Group gap="xs">
          {children}
          {exportButton}
        </Group>
      ) : (
        exportButton
      )}
    </Group>
  );
}
