import { MyGamePosition } from '../../formations';
import { useAuth } from '../../auth';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { NamedOption } from '../../../../shared/api/page';
import type { GamePage as Game } from '../../../../shared/api/schedule';
import { GAME_STATUS_LABELS } from '../../../../shared/games';
import { PageLoader } from '../../../components/layout/page-loader';
import { gamePlace } from '../../../components/ui/game-list';
import { MatchClockText } from '../../../components/ui/match-clock';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { TeamSwatch, type TeamColours } from '../../../components/ui/team-swatch';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useKeptAnswer } from '../../../lib/service-worker';
import { GameTimeline } from '../../live';
import { gameAnswerPath, useGame, useGameUpdates } from '../api';
import { LoadError } from '../../../components/ui/load-error';

/** Started games show their score: live, final, forfeit. */
const showsScore = (game: Pick<Game, 'is_live' | 'status'>) => game.is_live || game.status === 'final' || game.status === 'forfeit';

const STATUS_COLOURS: Partial<Record<string, string>> = { postponed: 'orange', cancelled: 'red' };

function StatusBadge({ game }: { game: Game }) {
  if (game.is_live) {
    return (
      <Badge color="red" variant="filled" size="lg">
        Live
      </Badge>
    );
  }
  return (
    <Badge color={STATUS_COLOURS[game.status] ?? 'gray'} variant="light" size="lg">
      {GAME_STATUS_LABELS[game.status]}
    </Badge>
  );
}

function TeamRow({ team, colours, score, side }: { team: NamedOption; colours: TeamColours; score: number | null | undefined; side: 'Home' | 'Away' }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <TeamSwatch colours={colours} size={28} />
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={`/team/${team.id}`} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {side}
          </Text>
        </Stack>
      </Group>
      {score !== undefined ? (
        <Text fw={800} fz={32} lh={1} miw="1.5em" ta="right">
          {score ?? 0}
        </Text>
      ) : null}
    </Group>
  );
}

function Scoreboard({ game }: { game: Game }) {
  const timeZone = useLeagueTimeZone();
  const place = gamePlace(game);
  const scored = showsScore(game);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <StatusBadge game={game} />
            <MatchClockText events={game.events} live={game.is_live} />
          </Group>
          <Text size="sm" c="dimmed">
            {game.division_name} · Round {game.round}
          </Text>
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {game.home_team.name} vs {game.away_team.name}
        </Title>
        <Stack gap="sm">
          <TeamRow team={game.home_team} colours={game.home_colours} score={scored ? game.home_score : undefined} side="Home" />
          <TeamRow team={game.away_team} colours={game.away_colours} score={scored ? game.away_score : undefined} side="Away" />
        </Stack>
        <Stack gap={2}>
          <Text>
            <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
          </Text>
          {place ? <Text>{place}</Text> : null}
          {game.venue_address ? (
            <Text size="sm" c="dimmed">
              {game.venue_address}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

function GameNotFound() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>Game not found</Title>
      <Text c="dimmed" maw={480}>
        There is no game at this address. The link may be old or mistyped.
      </Text>
      <Button component={Link} to="/schedule">
        See the schedule
      </Button>
    </Stack>
  );
}

/** /games/:gameId: a game's teams, time, place, score and timeline, following the game while open. */
export function GamePage({ gameId }: { gameId: string }) {
  const query = useGame(gameId);
  const signedIn = Boolean(useAuth().user);
  const kept = useKeptAnswer(gameAnswerPath(gameId));
  useGameUpdates(gameId);

  if (query.isPending) return <PageLoader />;
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) return <GameNotFound />;
    return <LoadError title="The game could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const game = query.data;
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <OfflineNotice kept={kept} what="the game" />
      <Scoreboard game={game} />
      <MyGamePosition gameId={gameId} signedIn={signedIn} />
      <Stack component="section" aria-labelledby="game-events-heading" gap="sm">
        <Title order={2} size="h3" id="game-events-heading">
          Events
        </Title>
        <GameTimeline game={game} />
      </Stack>
      <Anchor component={Link} to={`/schedule?season_id=${game.season_id}&division_id=${game.division_id}`}>
        Back to the schedule
      </Anchor>
    </Stack>
  );
}
