import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

const PAGES = [
  { path: '/admin/rankings', label: 'Live standings and adjustments' },
  { path: '/admin/publish-rankings', label: 'Publish rankings' },
  { path: '/admin/season-rankings', label: 'Season rankings' },
  { path: '/admin/discipline', label: 'Discipline' },
] as const;

/** The rankings admin pages link to each other (the sidebar has one Rankings entry). */
export function RankingsAdminLinks({ current }: { current: (typeof PAGES)[number]['path'] }) {
  return (
    <Group component="nav" aria-label="Rankings pages" gap="lg">
      {PAGES.filter((page) => page.path !== current).map((page) => (
        <Anchor key={page.path} component={Link} to={page.path}>
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
