import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { NamedOption } from '../../../../shared/api/page';
import { EmptyState } from '../../../components/ui/empty-state';
import { describeEvent, minuteText } from '../../../lib/event-text';
import type { TimelineEntry } from '../projection';

interface EventTimelineProps {
  entries: TimelineEntry[];
  teams: NamedOption[];
  /** The queued write on its way to the server (it cannot be cancelled meanwhile). */
  sendingKey: string | null;
  /** Whether the caller may correct and delete this recorded event. */
  canChange: (entry: TimelineEntry) => boolean;
  onCorrect: (entry: TimelineEntry) => void;
  onDelete: (entry: TimelineEntry) => void;
  onCancel: (entry: TimelineEntry) => void;
}

function PendingBadge({ entry, sending }: { entry: TimelineEntry; sending: boolean }) {
  if (!entry.pending) return null;
  if (sending)
    return (
      <Badge color="blue" variant="light">
        Sending…
      </Badge>
    );
  return (
    <Badge color="yellow" variant="light">
      {entry.pending === 'delete' ? 'Pending delete' : 'Pending'}
    </Badge>
  );
}

/**
 * The game's events, latest first. Those still on the phone show as Pending and can be
 * cancelled before they are sent; recorded ones can be corrected or deleted, with a reason.
 */
export function EventTimeline({ entries, teams, sendingKey, canChange, onCorrect, onDelete, onCancel }: EventTimelineProps) {
  if (entries.length === 0) return <EmptyState>No events yet.</EmptyState>;
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label="Events, latest first">
      {[...entries].reverse().map((entry) => {
        const text = describeEvent(entry.event, teams);
        const minute = minuteText(entry.event.minute);
        const queuedKey = entry.queued?.key ?? null;
        const sending = queuedKey !== null && queuedKey === sendingKey;
        const label = `${minute ? `${minute} ` : ''}${text}`;
        return (
          <Paper key={entry.event.id} component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }} data-pending={entry.pending ?? undefined}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Group gap="sm" wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
                  <Text fw={700} miw="2.5em">
                    {minute}
                  </Text>
                  <Text style={{ overflowWrap: 'anywhere' }} td={entry.pending === 'delete' ? 'line-through' : undefined}>
                    {text}
                  </Text>
                </Group>
                <PendingBadge entry={entry} sending={sending} />
              </Group>
              {entry.event.correction_reason ? (
                <Text size="sm" c="dimmed">
                  Corrected: {entry.event.correction_reason}
                </Text>
              ) : null}
              {entry.queued ? (
                <Group justify="flex-end">
                  <Button variant="default" size="md" disabled={sending} onClick={() => onCancel(entry)} aria-label={`Cancel: ${label}`}>
                    Cancel
                  </Button>
                </Group>
              ) : entry.pending !== 'delete' && canChange(entry) ? (
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" size="md" onClick={() => onCorrect(entry)} aria-label={`Correct: ${label}`}>
                    Correct
                  </Button>
                  <Button variant="default" color="red" size="md" onClick={() => onDelete(entry)} aria-label={`Delete: ${label}`}>
                    Delete
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
