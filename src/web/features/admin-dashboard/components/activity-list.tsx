import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { AuditLogItem } from '../../../../shared/api/dashboard';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { actionLabel, entityTypeLabel } from '../audit-labels';
import { AuditDiffView } from './audit-diff-view';

/** Audit rows, newest first: who did what and when; each opens to show its values before → after. */
export function ActivityList({ items }: { items: AuditLogItem[] }) {
  const timeZone = useLeagueTimeZone();
  return (
    <Accordion multiple variant="separated" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} data-action={item.action}>
          <Accordion.Control>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {actionLabel(item.action)}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {item.actor_name ?? (item.actor_user_id ? 'A deleted account' : 'System')}
                </Text>
                <Text size="xs" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at, { timeZone })}</time>
                </Text>
                <Text size="xs" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Text size="xs" c="dimmed">
                  {entityTypeLabel(item.entity_type)}
                </Text>
              </Group>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <AuditDiffView before={item.before} after={item.after} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
