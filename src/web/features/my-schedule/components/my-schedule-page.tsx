import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MyScheduleGame } from '../../../../shared/api/availability';
import { GAME_STATUS_LABELS } from '../../../../shared/games';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { gamePath, gamePlace } from '../../../components/ui/game-list';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useKeptAnswer } from '../../../lib/service-worker';
import { myScheduleAnswerPath, useMySchedule, useWithQueuedAnswer } from '../api';
import { MyAnswer } from './availability-control';
import { TeamAnswers, TeamCounts } from './team-answers';
import { OpenSubstituteRequests } from '../../formations';

const STATUS_COLOURS: Partial<Record<string, string>> = { postponed: 'orange', cancelled: 'red' };

/** "Final 2–1", "Live 1–0", "Postponed": what a game's line says besides its time. */
function GameStatusBadge({ item }: { item: MyScheduleGame }) {
  const { game } = item;
  const score = game.home_score !== null && game.away_score !== null ? ` ${game.home_score}–${game.away_score}` : '';
  if (game.is_live) {
    return (
      <Badge color="red" variant="filled">
        Live{score}
      </Badge>
    );
  }
  if (game.status === 'scheduled') return null;
  const label = GAME_STATUS_LABELS[game.status];
  return (
    <Badge color={STATUS_COLOURS[game.status] ?? 'gray'} variant="light">
      {game.status === 'final' || game.status === 'forfeit' ? `${label}${score}` : label}
    </Badge>
  );
}

function MyGame({ listed, playerId }: { listed: MyScheduleGame; playerId: string | null }) {
  const timeZone = useLeagueTimeZone();
  const { item, pending } = useWithQueuedAnswer(listed, playerId);
  const { game } = item;
  const title = `${game.home_team.name} vs ${game.away_team.name}`;
  const place = gamePlace(game);
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={gamePath(game.id)} inherit>
              {title}
            </Anchor>
          </Title>
          <GameStatusBadge item={item} />
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
          {place ? ` · ${place}` : ''}
        </Text>
        {item.my_position ? (
          <Text size="sm" fw={600}>
            Your position: {item.my_position}
          </Text>
        ) : null}
        <MyAnswer item={item} title={title} pending={pending} />
        <TeamCounts teamName={item.team.name} counts={item.counts} />
        {item.answers ? <TeamAnswers answers={item.answers} /> : null}
      </Stack>
    </Paper>
  );
}

function GameSection({ id, title, items, empty, playerId }: { id: string; title: string; items: MyScheduleGame[]; empty: string; playerId: string | null }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {items.map((item) => (
            <MyGame key={item.game.id} listed={item} playerId={playerId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /player/my-schedule: the player's team games with Going / Maybe / Not going, and the team's answers. */
export function MySchedulePage() {
  const query = useMySchedule();
  const kept = useKeptAnswer(myScheduleAnswerPath);
  const data = query.data;
  const teams = data?.teams.map((team) => `${team.name} (${team.division.name})`).join(', ');
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <PageHeader title="My schedule" description={data?.season ? [data.season.name, teams].filter(Boolean).join(' · ') : undefined} />
      <OfflineNotice kept={kept} />
      {query.isPending ? <PageLoader /> : null}
      {query.error && !data ? (
        <Alert color="red" variant="light" title="Your schedule could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data && data.player_id === null ? (
        <Text>
          Your games show here once you are on a team. Start with your player details on your{' '}
          <Anchor component={Link} to="/profile">
            profile
          </Anchor>
          .
        </Text>
      ) : null}
      {data && data.player_id !== null && data.teams.length === 0 ? (
        <EmptyState>{data.season ? `You are not on a team in ${data.season.name} yet.` : 'There is no season yet.'}</EmptyState>
      ) : null}
      {data && data.teams.length > 0 ? (
        <>
          <OpenSubstituteRequests />
          <GameSection id="my-upcoming-heading" title="Upcoming" items={data.upcoming} playerId={data.player_id} empty="No games are coming up." />
          <GameSection id="my-recent-heading" title="Recent results" items={data.recent} playerId={data.player_id} empty="No games played yet." />
          <Anchor component={Link} to="/profile#profile-calendar">
            Add your games to your calendar
          </Anchor>
        </>
      ) : null}
    </Stack>
  );
}
