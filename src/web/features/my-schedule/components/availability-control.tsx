import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { MyScheduleGame } from '../../../../shared/api/availability';
import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../../../shared/games';
import { useSetAvailability } from '../api';

const CHOICES = AVAILABILITY_STATUSES.map((status) => ({ value: status, label: AVAILABILITY_LABELS[status] }));
const isStatus = (value: string): value is AvailabilityStatus => (AVAILABILITY_STATUSES as readonly string[]).includes(value);

/**
 * Going / Maybe / Not going as one radio group (arrow keys move between them). The choice shows
 * at once; without a connection it waits on the phone and is sent when the connection is back.
 */
export function AvailabilityControl({ gameId, value, label }: { gameId: string; value: AvailabilityStatus | null; label: string }) {
  const answer = useSetAvailability(gameId);
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={label}
        fullWidth
        size="md"
        data={CHOICES}
        value={value ?? ''}
        onChange={(next) => {
          if (isStatus(next) && next !== value) answer.mutate(next);
        }}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      {answer.isPaused ? (
        <Text size="sm" c="dimmed" role="status">
          Saved on this phone: it will be sent when you are back online.
        </Text>
      ) : null}
    </Stack>
  );
}

/** The player's answer for one of their games: the control while answers are open, else what they said. */
export function MyAnswer({ item, title }: { item: MyScheduleGame; title: string }) {
  if (item.can_answer) return <AvailabilityControl gameId={item.game.id} value={item.my_status} label={`Your answer for ${title}`} />;
  return item.my_status ? <Text size="sm">Your answer: {AVAILABILITY_LABELS[item.my_status]}</Text> : null;
}
