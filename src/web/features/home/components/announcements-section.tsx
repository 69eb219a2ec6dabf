import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPinned } from '@tabler/icons-react';
import type { AnnouncementSummary } from '../../../../shared/api/home';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { sortAnnouncements } from '../announcements';
import { HomeSection } from './home-section';

export function AnnouncementsSection({ announcements }: { announcements: AnnouncementSummary[] }) {
  const timeZone = useLeagueTimeZone();
  return (
    <HomeSection id="announcements" title="Announcements">
      {announcements.length === 0 ? (
        <EmptyState>No announcements right now.</EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {sortAnnouncements(announcements).map((item) => (
            <Paper component="li" key={item.id} withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h5">
                    {item.title}
                  </Title>
                  {item.pinned ? (
                    <Badge variant="light" style={{ flexShrink: 0 }} leftSection={<IconPinned size={12} aria-hidden />}>
                      Pinned
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.publish_at}>{formatDate(item.publish_at, { timeZone })}</time>
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.body}</Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
