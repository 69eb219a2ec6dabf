import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { MyScheduleGame } from '../../../../shared/api/availability';
import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../../../shared/games';
import { useOnline } from '../../../lib/network-status';
import { useSendingKey } from '../../../lib/use-write-queue';
import { useAuth } from '../../auth';
import { type AnswerWrite, answerQueue, queueAnswer } from '../answer-queue';

const CHOICES = AVAILABILITY_STATUSES.map((status) => ({ value: status, label: AVAILABILITY_LABELS[status] }));
const isStatus = (value: string): value is AvailabilityStatus => (AVAILABILITY_STATUSES as readonly string[]).includes(value);

/**
 * Going / Maybe / Not going as one radio group (arrow keys move between them). The choice shows
 * at once; it is kept on the phone until the server has it (a reload keeps it too), and sent
 * when the connection is back. `value` is the answer shown, a pending one included.
 */
export function AvailabilityControl({
  gameId,
  value,
  pending,
  label,
}: {
  gameId: string;
  value: AvailabilityStatus | null;
  pending?: AnswerWrite;
  label: string;
}) {
  // The page's guard lets signed-in players only this far.
  const userId = useAuth().user?.id ?? '';
  const online = useOnline();
  const sendingKey = useSendingKey(answerQueue);
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={label}
        fullWidth
        size="md"
        data={CHOICES}
        value={value ?? ''}
        onChange={(next) => {
          if (isStatus(next) && next !== value) queueAnswer(answerQueue, { userId, gameId, status: next });
        }}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      {/* Quiet while it is being sent: an answer given online goes at once, with nothing to say. */}
      {pending && pending.key !== sendingKey ? (
        <Text size="sm" c="dimmed" role="status">
          {online ? 'Saved on this phone: it will be sent as soon as the connection allows.' : 'Saved on this phone: it will be sent when you are back online.'}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The player's answer for one of their games: the control while answers are open, else what they said. */
export function MyAnswer({ item, title, pending }: { item: MyScheduleGame; title: string; pending?: AnswerWrite }) {
  if (item.can_answer) return <AvailabilityControl gameId={item.game.id} value={item.my_status} pending={pending} label={`Your answer for ${title}`} />;
  return item.my_status ? <Text size="sm">Your answer: {AVAILABILITY_LABELS[item.my_status]}</Text> : null;
}
