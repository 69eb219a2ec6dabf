import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  closestCenter,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useDragSensors } from '../../../lib/drag-sensors';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import type { DraftPoolPlayer } from '../../../../shared/api/drafts';

const rowId = (playerId: string) => `queue:${playerId}`;
const playerOf = (id: string | number | undefined) => (typeof id === 'string' && id.startsWith('queue:') ? id.slice(6) : null);

/** Moves one id to another's place in a list. */
export function moved(ids: readonly string[], from: string, to: string): string[] {
  const list = ids.filter((id) => id !== from);
  const at = ids.indexOf(to);
  if (at < 0 || !ids.includes(from)) return [...ids];
  list.splice(at, 0, from);
  return list;
}

/**
 * A captain's ranked queue (decision 081): what the clock picks from when their time runs out.
 * @dnd-kit with pointer, touch and keyboard (Space picks a row up, arrows move it, Space puts it
 * down), announced to screen readers; arrow buttons do the same in one tap.
 */
export function QueuePanel({ players, onChange, busy }: { players: readonly DraftPoolPlayer[]; onChange: (ids: string[]) => void; busy: boolean }) {
  const ids = players.map((p) => p.player_id);
  const nameOf = (id: string | number | undefined) => players.find((p) => p.player_id === playerOf(id))?.name ?? 'Player';
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const current = playerOf(context.over?.id) ?? playerOf(context.active?.id);
    const next = ids[Math.min(ids.length - 1, Math.max(0, ids.indexOf(current ?? '') + step))];
    const rect = next ? context.droppableRects.get(rowId(next)) : undefined;
    const dragged = context.collisionRect;
    if (!rect || !dragged) return undefined;
    return { x: rect.left, y: rect.top + rect.height / 2 - dragged.height / 2 };
  };
  const sensors = useDragSensors(coordinateGetter);
  const rank = (id: string | number | undefined) => ids.indexOf(playerOf(id) ?? '') + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, number ${rank(active.id)}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over number ${rank(over.id)}.` : `${nameOf(active.id)} is over no place.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} is now number ${rank(over.id)}.` : `${nameOf(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = playerOf(active.id);
    const to = playerOf(over?.id);
    if (from && to && from !== to) onChange(moved(ids, from, to));
  };
  const shift = (id: string, step: number) => {
    const to = ids[ids.indexOf(id) + step];
    if (to) onChange(moved(ids, id, to));
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          My queue
        </Title>
        <Text size="sm" c="dimmed">
          When your time runs out, the first available player of your queue is picked for you.
        </Text>
        {players.length === 0 ? <Text c="dimmed">Your queue is empty: add players from the pool.</Text> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: 'To move a player in the queue, press Space, then the arrow keys; Space again to drop, Escape to cancel.' },
          }}
        >
          <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="My queue" data-testid="draft-queue">
            {players.map((player, index) => (
              <QueueRow
                key={player.player_id}
                player={player}
                index={index}
                last={index === players.length - 1}
                busy={busy}
                onUp={() => shift(player.player_id, -1)}
                onDown={() => shift(player.player_id, 1)}
                onRemove={() => onChange(ids.filter((id) => id !== player.player_id))}
              />
            ))}
          </Stack>
        </DndContext>
      </Stack>
    </Paper>
  );
}

function QueueRow(props: { player: DraftPoolPlayer; index: number; last: boolean; busy: boolean; onUp: () => void; onDown: () => void; onRemove: () => void }) {
  const { player, index } = props;
  const drag = useDraggable({ id: rowId(player.player_id), disabled: props.busy });
  const drop = useDroppable({ id: rowId(player.player_id) });
  return (
    <li ref={drop.setNodeRef}>
      <Group
        ref={drag.setNodeRef}
        gap="xs"
        wrap="nowrap"
        p={4}
        style={{
          transform: CSS.Translate.toString(drag.transform),
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 6,
          background: drop.isOver ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <ActionIcon
          variant="subtle"
          aria-label={`Move ${player.name}`}
          {...drag.attributes}
          {...drag.listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} style={{ flex: 1 }}>
          {index + 1}. {player.name}
        </Text>
        <ActionIcon variant="subtle" disabled={props.busy || index === 0} onClick={props.onUp} aria-label={`Move ${player.name} up`}>
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" disabled={props.busy || props.last} onClick={props.onDown} aria-label={`Move ${player.name} down`}>
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" disabled={props.busy} onClick={props.onRemove} aria-label={`Remove ${player.name} from the queue`}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}
