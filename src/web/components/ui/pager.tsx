import { Button, Group, Text } from '@mantine/core';
import { pageCount } from '../../lib/paging';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" justify="space-between" gap="xs">
      <Button variant="default" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous page
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="default" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next page
      </Button>
    </Group>
  );
}
