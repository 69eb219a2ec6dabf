import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminScheduleGame } from '../../../../shared/api/admin-schedule';
import { GAME_STATUS_LABELS, type GameStatus } from '../../../../shared/games';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { type GameAction, GameActions, gameTitle } from './game-actions';

/** Badge colours that keep 4.5:1 in both themes (theme.ts). */
const STATUS_COLORS: Record<GameStatus, string> = {
  scheduled: 'blue',
  live: 'red',
  final: 'gray',
  postponed: 'orange',
  cancelled: 'red',
  forfeit: 'gray',
};

export function StatusBadge({ status }: { status: GameStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {GAME_STATUS_LABELS[status]}
    </Badge>
  );
}

const placeOf = (game: AdminScheduleGame) => (game.field ? `${game.field.name}, ${game.field.venue_name}` : 'No field');
const scoreOf = (game: AdminScheduleGame) => (game.home_score !== null && game.away_score !== null ? ` ${game.home_score}–${game.away_score}` : '');

interface ListProps {
  items: AdminScheduleGame[];
  onAction: (action: GameAction, game: AdminScheduleGame) => void;
}

/** From 768 px: a table. */
export function ScheduleTable({ items, onAction }: ListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kick-off</Table.Th>
            <Table.Th>Game</Table.Th>
            <Table.Th>Division</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Referee</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((game) => (
            <Table.Tr key={game.id} data-testid="schedule-game">
              <Table.Td>
                <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
              </Table.Td>
              <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                {gameTitle(game)}
                {scoreOf(game)}
              </Table.Td>
              <Table.Td>
                {game.division_name} · Round {game.round}
                <Text size="xs" c="dimmed">
                  {game.season_name}
                </Text>
              </Table.Td>
              <Table.Td>{placeOf(game)}</Table.Td>
              <Table.Td>{game.referee?.name ?? 'None'}</Table.Td>
              <Table.Td>
                <StatusBadge status={game.status} />
              </Table.Td>
              <Table.Td>
                <GameActions game={game} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per game. */
export function ScheduleCards({ items, onAction }: ListProps) {
  const timeZone = useLeagueTimeZone();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Games">
      {items.map((game) => (
        <Paper component="li" key={game.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }} data-testid="schedule-game">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed">
                <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
              </Text>
              <StatusBadge status={game.status} />
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {gameTitle(game)}
              {scoreOf(game)}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {game.division_name} · Round {game.round} · {placeOf(game)} · Referee: {game.referee?.name ?? 'none'}
            </Text>
            <Group justify="flex-end">
              <GameActions game={game} onAction={onAction} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
