import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { GameWithEvents } from '../../../../shared/api/games';
import { GAME_STATUS_LABELS } from '../../../../shared/games';
import { gamePlace } from '../../../components/ui/game-list';
import { MatchClockText } from '../../../components/ui/match-clock';
import { TeamSwatch, type TeamColours } from '../../../components/ui/team-swatch';
import { GameTimeline } from './game-timeline';

function TeamScore({ name, score, colours }: { name: string; score: number | null; colours: TeamColours | undefined }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {/* Unknown colours (a team that kicked off after the page opened): the space, not a wrong colour. */}
        {colours ? <TeamSwatch colours={colours} /> : <Box w={20} style={{ flex: 'none' }} />}
        <Text fw={600} truncate>
          {name}
        </Text>
      </Group>
      <Text fw={800} fz={28} lh={1} miw="1.5ch" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {score ?? 0}
      </Text>
    </Group>
  );
}

/** One game on /live: the teams and score, its timeline, and a link to its page. */
export function LiveGameCard({ game, colours }: { game: GameWithEvents; colours: Record<string, TeamColours> }) {
  const place = gamePlace(game);
  const status = game.is_live ? 'Live' : GAME_STATUS_LABELS[game.status];
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
            <Badge color={game.is_live ? 'red' : 'gray'} variant={game.is_live ? 'filled' : 'light'} style={{ flex: 'none' }}>
              {status}
            </Badge>
            <MatchClockText events={game.events} live={game.is_live} />
          </Group>
          <Text size="xs" c="dimmed" ta="right">
            {[game.division_name, place].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        <Title order={2} size="h4">
          <Anchor component={Link} to={`/games/${game.id}`} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {game.home_team.name} v {game.away_team.name}
          </Anchor>
        </Title>
        <Stack gap={6}>
          <TeamScore name={game.home_team.name} score={game.home_score} colours={colours[game.home_team.id]} />
          <TeamScore name={game.away_team.name} score={game.away_score} colours={colours[game.away_team.id]} />
        </Stack>
        <GameTimeline game={game} />
      </Stack>
    </Paper>
  );
}
