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
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import type { FormationAnswer, LineupPlayer } from '../../../../shared/api/lineups';

/** Where a player is: a slot id of the formation, the bench, or not placed. */
export type Place = string;
export const BENCH = 'bench';
export const OUT = 'out';

const dropId = (place: Place) => `place:${place}`;
const placeOfDrop = (id: string | number | undefined) => (typeof id === 'string' && id.startsWith('place:') ? id.slice(6) : null);
const dragId = (playerId: string) => `player:${playerId}`;
const playerOfDrag = (id: string | number) => String(id).slice(7);

export interface PitchProps {
  formation: FormationAnswer;
  players: readonly LineupPlayer[];
  placements: Readonly<Record<string, Place>>;
  onMove: (playerId: string, to: Place) => void;
  disabled: boolean;
}

/**
 * The pitch, the bench and the players not placed (decision 079), with @dnd-kit: pointer, touch
 * and keyboard (Space or Enter picks a player up, the arrow keys go from one place to the next,
 * Space or Enter puts them down, Escape cancels); every step is announced to screen readers.
 */
export function FormationPitch({ formation, players, placements, onMove, disabled }: PitchProps) {
  const order = useMemo(() => [...formation.slots.map((s) => s.id), BENCH, OUT], [formation]);
  const labelOf = useMemo(() => {
    const labels = new Map<Place, string>(formation.slots.map((s) => [s.id, s.label]));
    labels.set(BENCH, 'Bench');
    labels.set(OUT, 'Not placed');
    return (place: Place | null) => (place ? (labels.get(place) ?? place) : 'nowhere');
  }, [formation]);
  const nameOf = (id: string | number) => players.find((p) => p.id === playerOfDrag(id))?.name ?? 'Player';
  const occupant = (place: Place) => players.find((p) => placements[p.id] === place);

  // The arrow keys jump from place to place in the pitch's order, rather than by pixels.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step =
      event.code === KeyboardCode.Right || event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const current = placeOfDrop(context.over?.id) ?? (context.active ? (placements[playerOfDrag(context.active.id)] ?? OUT) : OUT);
    const index = order.indexOf(current);
    const next = order[(index + step + order.length) % order.length] ?? OUT;
    const rect = context.droppableRects.get(dropId(next));
    const dragged = context.collisionRect;
    if (!rect || !dragged) return undefined;
    return { x: rect.left + rect.width / 2 - dragged.width / 2, y: rect.top + rect.height / 2 - dragged.height / 2 };
  };

  const sensors = useDragSensors(coordinateGetter);

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to choose a place, Space to put them there, Escape to cancel.`,
    onDragOver: ({ active, over }) => `${nameOf(active.id)} is over ${labelOf(placeOfDrop(over?.id))}.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} placed at ${labelOf(placeOfDrop(over.id))}.` : `${nameOf(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = placeOfDrop(over?.id);
    if (to) onMove(playerOfDrag(active.id), to);
  };

  const benchPlayers = players.filter((p) => placements[p.id] === BENCH);
  const outPlayers = players.filter((p) => !placements[p.id] || placements[p.id] === OUT);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a player, press Space or Enter, then the arrow keys to choose a place; press Space or Enter to put them there, Escape to cancel.',
        },
      }}
    >
      <Stack gap="md">
        <Box
          role="group"
          aria-label={`Pitch, formation ${formation.key}`}
          pos="relative"
          w="100%"
          maw={420}
          mx="auto"
          // A dark green both themes share: white labels on it pass AA contrast.
          style={{ aspectRatio: '2 / 3', background: '#1d5c2a', borderRadius: 8, border: '2px solid #123d1b' }}
        >
          {formation.slots.map((slot) => {
            const player = occupant(slot.id);
            return (
              <DropPlace key={slot.id} place={slot.id} label={slot.label} pitch style={{ left: `${slot.x}%`, top: `${slot.y}%` }}>
                {player ? <PlayerChip player={player} disabled={disabled} compact /> : null}
              </DropPlace>
            );
          })}
        </Box>
        <DropPlace place={BENCH} label="Bench">
          {benchPlayers.map((p) => (
            <PlayerChip key={p.id} player={p} disabled={disabled} />
          ))}
        </DropPlace>
        <DropPlace place={OUT} label="Not placed">
          {outPlayers.map((p) => (
            <PlayerChip key={p.id} player={p} disabled={disabled} />
          ))}
        </DropPlace>
      </Stack>
    </DndContext>
  );
}

function DropPlace({ place, label, pitch, style, children }: { place: Place; label: string; pitch?: boolean; style?: CSSProperties; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId(place) });
  if (pitch) {
    return (
      <Box
        ref={setNodeRef}
        data-place={place}
        aria-label={label}
        role="group"
        pos="absolute"
        style={{
          ...style,
          transform: 'translate(-50%, -50%)',
          width: 76,
          minHeight: 52,
          padding: 2,
          borderRadius: 8,
          textAlign: 'center',
          background: isOver ? 'rgba(0,0,0,0.45)' : 'rgba(0,0,0,0.2)',
          outline: isOver ? '2px solid white' : '1px dashed rgba(255,255,255,0.7)',
        }}
      >
        <Text size="xs" c="white" fw={600} lh={1.2}>
          {label}
        </Text>
        {children}
      </Box>
    );
  }
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-labelledby={`${place}-heading`}
      data-place={place}
      bg={isOver ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Title order={2} size="h5" id={`${place}-heading`} mb="xs">
        {label}
      </Title>
      <Group gap="xs" mih={44}>
        {children}
      </Group>
    </Paper>
  );
}

function PlayerChip({ player, disabled, compact }: { player: LineupPlayer; disabled: boolean; compact?: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: dragId(player.id), disabled });
  const flags = [player.is_substitute ? 'substitute' : null, player.suspended ? 'suspended' : null].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      aria-label={`${player.name}${flags ? ` (${flags})` : ''}`}
      style={{
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        minHeight: 44,
        minWidth: 44,
        maxWidth: compact ? 72 : 220,
        padding: '4px 8px',
        borderRadius: 22,
        border: player.suspended ? '2px solid var(--mantine-color-red-6)' : '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        fontSize: compact ? 12 : 14,
        lineHeight: 1.2,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: compact ? 'normal' : 'nowrap',
        cursor: disabled ? 'default' : 'grab',
        touchAction: 'none',
      }}
    >
      {player.jersey_number !== null ? `${player.jersey_number} ` : ''}
      {player.name}
      {player.is_substitute ? ' (sub)' : ''}
    </button>
  );
}
