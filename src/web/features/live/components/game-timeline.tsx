import { Box, Group, Stack, Text } from '@mantine/core';
import type { GameWithEvents } from '../../../../shared/api/games';
import type { GameEventType } from '../../../../shared/games';
import { describeEvent } from '../../../lib/event-text';

const CARD_COLOURS: Partial<Record<GameEventType, string>> = { yellow_card: 'var(--mantine-color-yellow-5)', red_card: 'var(--mantine-color-red-7)' };

/**
 * A game's events, latest first (issue 20): the server's match order (by minute, then as
 * recorded) reversed, so a goal just scored is at the top, as on the referee's page.
 */
export function GameTimeline({ game }: { game: Pick<GameWithEvents, 'events' | 'home_team' | 'away_team'> }) {
  if (game.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={6} p={0} m={0} aria-label="Events, latest first">
      {[...game.events].reverse().map((event) => {
        const card = CARD_COLOURS[event.type];
        const isGoal = event.type === 'goal' || event.type === 'own_goal';
        return (
          <Group component="li" key={event.id} gap="sm" wrap="nowrap" align="flex-start" style={{ listStyle: 'none' }}>
            <Text size="sm" c="dimmed" w="3.5ch" ta="right" style={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}>
              {event.minute === null ? '–' : `${event.minute}'`}
            </Text>
            {card ? <Box aria-hidden w={10} h={14} mt={3} style={{ flex: 'none', borderRadius: 2, background: card }} /> : null}
            <Text size="sm" fw={isGoal ? 700 : undefined} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {describeEvent(event, [game.home_team, game.away_team], { assistColon: true })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
