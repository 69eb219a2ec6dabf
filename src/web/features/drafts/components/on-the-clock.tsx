import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DraftBoard } from '../../../../shared/api/drafts';
import { formatClock, useSecondsLeft } from '../clock';

const STATUS_LABELS = { setup: 'Not started', running: 'Running', paused: 'Paused', completed: 'Completed' } as const;

/** Who is on the clock and the countdown by the server's time: large type for the big screen. */
export function OnTheClock({ board, offsetMs }: { board: DraftBoard; offsetMs: number }) {
  const { draft } = board;
  const left = useSecondsLeft(draft.status === 'running' ? draft.pick_deadline : null, offsetMs);
  const teamId = draft.current_pick ? board.order[draft.current_pick - 1] : undefined;
  const team = board.teams.find((t) => t.id === teamId);
  const next = draft.current_pick ? board.teams.find((t) => t.id === board.order[draft.current_pick as number]) : undefined;
  const paused = draft.status === 'paused' && draft.paused_remaining_ms !== null ? Math.ceil(draft.paused_remaining_ms / 1000) : null;
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge size="lg" color={draft.status === 'running' ? 'green' : draft.status === 'paused' ? 'yellow' : 'gray'} variant="light">
              {STATUS_LABELS[draft.status]}
            </Badge>
            <Text c="dimmed">
              {draft.picks_made} of {draft.total_picks} picks
            </Text>
          </Group>
          {team ? (
            <>
              <Text size="lg">On the clock · pick {draft.current_pick}</Text>
              <Title order={2} style={{ fontSize: 'clamp(1.8rem, 6vw, 3.5rem)' }} data-testid="on-the-clock">
                {team.name}
              </Title>
              {next && next.id !== team.id ? <Text c="dimmed">Next: {next.name}</Text> : null}
            </>
          ) : (
            <Title order={2}>
              {draft.status === 'completed' ? 'The draft is over' : draft.status === 'setup' ? 'Waiting for the start' : 'Every pick is in'}
            </Title>
          )}
        </Stack>
        {left !== null ? (
          <Text
            fw={700}
            style={{ fontSize: 'clamp(2.5rem, 12vw, 6rem)', fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
            c={left <= 10 ? 'red.8' : undefined}
            aria-label={`${left} seconds left`}
            data-testid="draft-clock"
          >
            {formatClock(left)}
          </Text>
        ) : paused !== null ? (
          <Text fw={700} style={{ fontSize: 'clamp(2rem, 8vw, 4rem)' }} aria-label={`Paused with ${paused} seconds left`}>
            {formatClock(paused)}
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
