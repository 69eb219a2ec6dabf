import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RefereeMode } from '../../../../shared/api/referee';

export interface ControlState {
  mode: RefereeMode;
  kickedOff: boolean;
  halfTime: boolean;
  ended: boolean;
  /** Postponed, cancelled or forfeit, or a result entered without events: nothing to record. */
  closedReason: string | null;
  /** Admins and statisticians still record after full time. */
  mayChangeFinal: boolean;
}

interface GameControlsProps extends ControlState {
  onStart: () => void;
  onHalfTime: () => void;
  onEnd: () => void;
  onRecord: (type: 'goal' | 'yellow_card' | 'red_card' | 'note') => void;
}

// Thumb-sized: the referee taps these on a phone, at the field, often in a hurry.
// Two to a row on a 360 px phone: the padding is kept small so "Yellow card" fits whole.
const BIG = { size: 'lg', h: 64, px: 'xs', fullWidth: true } as const;

/**
 * The buttons of the referee page, named as the issue says: Start game, Goal, Yellow card, Red
 * card, Half time, End game. Statisticians (stats mode) get the goal and card buttons only.
 */
export function GameControls({ mode, kickedOff, halfTime, ended, closedReason, mayChangeFinal, onStart, onHalfTime, onEnd, onRecord }: GameControlsProps) {
  if (closedReason) return <Text c="dimmed">{closedReason}</Text>;
  const referee = mode === 'referee';
  const recording = kickedOff && (!ended || mayChangeFinal);
  return (
    <Stack gap="sm">
      {/* teal.9: white text on it passes AA contrast (teal.8 did not). */}
      {referee && !kickedOff ? (
        <Button {...BIG} color="teal.9" onClick={onStart}>
          Start game
        </Button>
      ) : null}
      {!kickedOff && !referee ? <Text c="dimmed">The referee has not started the game yet.</Text> : null}
      {recording ? (
        <SimpleGrid cols={2} spacing="sm">
          <Button {...BIG} onClick={() => onRecord('goal')}>
            Goal
          </Button>
          <Button {...BIG} color="yellow.5" c="dark.9" onClick={() => onRecord('yellow_card')}>
            Yellow card
          </Button>
          <Button {...BIG} color="red.8" onClick={() => onRecord('red_card')}>
            Red card
          </Button>
          <Button {...BIG} variant="default" onClick={() => onRecord('note')}>
            Note
          </Button>
        </SimpleGrid>
      ) : null}
      {referee && kickedOff && !ended ? (
        <SimpleGrid cols={2} spacing="sm">
          <Button {...BIG} variant="light" disabled={halfTime} onClick={onHalfTime}>
            Half time
          </Button>
          <Button {...BIG} variant="filled" color="dark.6" onClick={onEnd}>
            End game
          </Button>
        </SimpleGrid>
      ) : null}
      {ended && !mayChangeFinal ? <Text c="dimmed">The game has ended. An admin or a statistician can still correct its events.</Text> : null}
    </Stack>
  );
}
