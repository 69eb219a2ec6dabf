import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminWaiverVersion } from '../../../../shared/api/waivers';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

interface VersionListProps {
  items: AdminWaiverVersion[];
  onOpen: (id: string) => void;
  onActivate: (version: AdminWaiverVersion) => void;
}

const signatures = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'signature' : 'signatures'}`;

/** Every version, newest first, as cards: one column on a phone, the same on a desk. */
export function VersionList({ items, onOpen, onActivate }: VersionListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiver versions">
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="md" data-version={item.version}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Group gap="xs">
                <Text fw={700}>Version {item.version}</Text>
                {item.is_active ? (
                  <Badge color="teal" variant="light">
                    Active
                  </Badge>
                ) : item.activated_at === null ? (
                  <Badge color="gray" variant="light">
                    Draft
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {signatures(item.signature_count)}
                {item.activated_at
                  ? ` · activated ${formatDateTime(item.activated_at, { timeZone })}`
                  : ` · created ${formatDateTime(item.created_at, { timeZone })}`}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => onOpen(item.id)} aria-label={`View version ${item.version}`}>
                View
              </Button>
              {item.is_active ? null : (
                <Button size="sm" onClick={() => onActivate(item)} aria-label={`Activate version ${item.version}`}>
                  Activate
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
