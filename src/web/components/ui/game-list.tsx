import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { GameSummary } from '../../../shared/api/games';
import { formatGameDateTime } from '../../lib/format';
import { useLeagueTimeZone } from '../../lib/league-time-zone';
import { EmptyState } from './empty-state';

/** "Riverside Park · Field 2"; only what is known. */
export function gamePlace(game: Pick<GameSummary, 'venue_name' | 'field'>): string {
  return [game.venue_name, game.field].filter(Boolean).join(' · ');
}

function TeamLine({ name, score, showScore }: { name: string; score: number | null; showScore: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={600} truncate>
        {name}
      </Text>
      {showScore ? (
        <Text fw={700} size="lg" miw="1.5em" ta="right">
          {score ?? '–'}
        </Text>
      ) : null}
    </Group>
  );
}

export function GameCard({ game, showScore }: { game: GameSummary; showScore: boolean }) {
  const place = gamePlace(game);
  const timeZone = useLeagueTimeZone();
  return (
    <Paper component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
          </Text>
          <Group gap={6}>
            {game.is_live ? (
              <Badge color="red" variant="filled">
                Live
              </Badge>
            ) : null}
            {game.status === 'forfeit' ? (
              <Badge color="gray" variant="light">
                Forfeit
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              {game.division_name} · Round {game.round}
            </Text>
          </Group>
        </Group>
        <TeamLine name={game.home_team.name} score={game.home_score} showScore={showScore} />
        <TeamLine name={game.away_team.name} score={game.away_score} showScore={showScore} />
        {place ? (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A list of games; scores only where games have started. */
export function GameList({ games, showScores, empty }: { games: GameSummary[]; showScores: boolean; empty: string }) {
  if (games.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {games.map((game) => (
        <GameCard key={game.id} game={game} showScore={showScores} />
      ))}
    </Stack>
  );
}
