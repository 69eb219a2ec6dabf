import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { AnnouncementState } from '../../../../shared/announcements';
import type { AdminAnnouncement } from '../../../../shared/api/announcements';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

const STATE_LABELS: Record<AnnouncementState, string> = { scheduled: 'Scheduled', published: 'Published', expired: 'Expired' };
/** Filled badges in shades that keep white text at 4.5:1 or more, in both themes. */
const STATE_COLORS: Record<AnnouncementState, string> = { scheduled: 'blue.8', published: 'teal.9', expired: 'gray.7' };

function emailNote(a: AdminAnnouncement, timeZone: string): string | null {
  if (a.audience === 'none') return null;
  const group = [a.season_name, a.audience === 'division' ? a.division_name : null].filter(Boolean).join(' · ');
  if (!a.emailed_at) return `Email to ${group}: not sent`;
  return `Emailed to ${a.emailed_count} ${a.emailed_count === 1 ? 'player' : 'players'} of ${group} on ${formatGameDateTime(a.emailed_at, { timeZone })}`;
}

interface ListProps {
  items: AdminAnnouncement[];
  onEdit: (announcement: AdminAnnouncement) => void;
  onDelete: (announcement: AdminAnnouncement) => void;
}

/** One card per announcement, newest first; the same at every width. */
export function AnnouncementList({ items, onEdit, onDelete }: ListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Announcements">
      {items.map((a) => {
        const note = emailNote(a, timeZone);
        return (
          <Paper component="li" key={a.id} withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
            <Stack gap={6}>
              {/* Badges move under the title when there is no room beside it (they never shrink). */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {a.title}
                </Title>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {a.pinned ? (
                    <Badge variant="outline" color="gray" leftSection={<IconPin size={12} aria-hidden />} radius="sm">
                      Pinned
                    </Badge>
                  ) : null}
                  <Badge color={STATE_COLORS[a.state]} variant="filled" radius="sm">
                    {STATE_LABELS[a.state]}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {a.body}
              </Text>
              <Text size="sm" c="dimmed">
                Publishes <time dateTime={a.publish_at}>{formatGameDateTime(a.publish_at, { timeZone })}</time>
                {a.expires_at ? (
                  <>
                    {' '}
                    · expires <time dateTime={a.expires_at}>{formatGameDateTime(a.expires_at, { timeZone })}</time>
                  </>
                ) : null}
              </Text>
              {note ? (
                <Text size="sm" c="dimmed">
                  {note}
                </Text>
              ) : null}
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => onEdit(a)} aria-label={`Edit ${a.title}`}>
                  Edit
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(a)} aria-label={`Delete ${a.title}`}>
                  Delete
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
