import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/** Statuses a game list marks besides Live (is_live) and the score; scheduled games need no mark. */
const STATUS_BADGES: Partial<Record<string, { label: string; color: string }>> = {
  final: { label: 'Final', color: 'gray' },
  forfeit: { label: 'Forfeit', color: 'gray' },
  postponed: { label: 'Postponed', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** The card's content as a link to the game's page (`to`), or as it is. */
function CardBody({ to, children }: { to?: string; children: ReactNode }) {
  if (!to) return children;
  return (
    <UnstyledButton component={Link} to={to} display="block" w="100%" p="sm" style={{ borderRadius: 'inherit' }}>
      {children}
    </UnstyledButton>
  );
}

/** A game: time, status, teams (with the score when `showScore`), place; with `to`, the whole card links there. */
export function GameCard({ game, showScore, to }: { game: GameSummary; showScore: boolean; to?: string }) {
  const place = gamePlace(game);
  const timeZone = useLeagueTimeZone();
  const badge = game.is_live ? undefined : STATUS_BADGES[game.status];
  return (
    <Paper component="li" withBorder p={to ? 0 : 'sm'} radius="md" style={{ listStyle: 'none' }}>
      <CardBody to={to}>
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
              {badge ? (
                <Badge color={badge.color} variant="light">
                  {badge.label}
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
      </CardBody>
    </Paper>
  );
}

/** A game's public page (timeline, place, score). */
export const gamePath = (gameId: string) => `/games/${gameId}`;

/** A list of games, each linking to its page; scores only where games have started. */
export function GameList({ games, showScores, empty }: { games: GameSummary[]; showScores: boolean; empty: string }) {
  if (games.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {games.map((game) => (
        <GameCard key={game.id} game={game} showScore={showScores} to={gamePath(game.id)} />
      ))}
    </Stack>
  );
}
