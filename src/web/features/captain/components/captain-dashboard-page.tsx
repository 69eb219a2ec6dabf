import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CaptainDashboard } from '../../../../shared/api/captain';
import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES } from '../../../../shared/games';
import { gamePlace } from '../../../components/ui/game-list';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';
import { PageHeader } from '../../../components/ui/page-header';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useCaptainDashboard } from '../api';
import { useCaptainTeam } from '../captain-team';

const NEXT_GAME_ID = 'captain-next-game';

/** /captain and /captain/dashboard (issue 23): the chosen team's week at a glance. */
export function CaptainDashboardPage() {
  const { team } = useCaptainTeam();
  const query = useCaptainDashboard(team.id);
  return (
    <Stack gap="lg">
      <PageHeader title="Captain Dashboard" description={team.name} />
      {query.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : query.isError ? (
        <LoadError title="The dashboard could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardFigures data={query.data} teamName={team.name} />
      )}
    </Stack>
  );
}

function DashboardFigures({ data, teamName }: { data: CaptainDashboard; teamName: string }) {
  return (
    <Stack gap="lg">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        <StatCard stat="roster" label="Players on the roster" value={String(data.roster_size)} to="/captain/manage-roster" />
        <StatCard stat="chat" label="Unread chat messages" value={String(data.unread_chat_messages)} to={`/captain/chat/${data.team_id}`} />
        <StatCard stat="invites" label="Open invite links" value={String(data.open_invites)} to="/captain/manage-roster" />
        <StatCard stat="substitutes" label="Open substitute requests" value={String(data.open_substitute_requests)} to="/captain/select-formation-context" />
        <StatCard stat="trades" label="Pending trades" value={String(data.pending_trades)} to="/captain/trades" />
      </SimpleGrid>
      <NextGame next={data.next_game} teamId={data.team_id} teamName={teamName} />
    </Stack>
  );
}

function NextGame({ next, teamId, teamName }: { next: CaptainDashboard['next_game']; teamId: string; teamName: string }) {
  const timeZone = useLeagueTimeZone();
  return (
    <Paper component="section" aria-labelledby={NEXT_GAME_ID} withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" id={NEXT_GAME_ID} mb="sm">
        Next game
      </Title>
      {next ? (
        <Stack gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/games/${next.game.id}`} inherit>
              {teamName} vs {next.game.home_team.id === teamId ? next.game.away_team.name : next.game.home_team.name}
            </Anchor>
          </Text>
          <Text size="sm">
            {formatGameDateTime(next.game.starts_at, { timeZone })}
            {gamePlace(next.game) ? ` · ${gamePlace(next.game)}` : ''}
          </Text>
          <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Answers">
            {AVAILABILITY_STATUSES.map((status) => (
              <li key={status}>
                <Text size="sm">
                  {AVAILABILITY_LABELS[status]}: <strong>{next.counts[status]}</strong>
                </Text>
              </li>
            ))}
            <li>
              <Text size="sm">
                No answer: <strong>{next.counts.no_answer}</strong>
              </Text>
            </li>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              Not answered yet:
            </Text>{' '}
            {next.not_answered.length > 0 ? next.not_answered.map((p) => p.name).join(', ') : 'everyone has answered.'}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">No game is scheduled for {teamName} yet.</Text>
      )}
    </Paper>
  );
}
