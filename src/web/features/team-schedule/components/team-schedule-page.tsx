import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TeamScheduleGame } from '../../../../shared/api/team-invites';
import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../../../shared/games';
import { FormAlert } from '../../../components/ui/form-alert';
import { gamePlace } from '../../../components/ui/game-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useCaptainTeam } from '../../captain';
import { useNudge, useTeamSchedule } from '../api';

const UPCOMING_ID = 'team-schedule-upcoming';
const RECENT_ID = 'team-schedule-recent';

/** /captain/team-schedule (issue 23, decision 077): the team's games with every player's answer, the counts, and a nudge. */
export function TeamSchedulePage() {
  const { team } = useCaptainTeam();
  const schedule = useTeamSchedule(team.id);
  return (
    <Stack gap="lg">
      <PageHeader title="Team schedule" description={`${team.name}: who is coming to each game.`} />
      {schedule.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : schedule.isError ? (
        <LoadError title="The team schedule could not be loaded" error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <>
          <GameSection id={UPCOMING_ID} title="Coming games" games={schedule.data.upcoming} teamId={team.id} empty="No games ahead." />
          {schedule.data.recent.length > 0 ? <GameSection id={RECENT_ID} title="Played" games={schedule.data.recent} teamId={team.id} empty="" /> : null}
        </>
      )}
    </Stack>
  );
}

function GameSection({ id, title, games, teamId, empty }: { id: string; title: string; games: TeamScheduleGame[]; teamId: string; empty: string }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {games.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {games.map((row) => (
            <GameCard key={row.game.id} row={row} teamId={teamId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function GameCard({ row, teamId }: { row: TeamScheduleGame; teamId: string }) {
  const timeZone = useLeagueTimeZone();
  const { game } = row;
  const opponent = game.home_team.id === teamId ? game.away_team.name : game.home_team.name;
  const headingId = `game-${game.id}`;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'md', xs: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/games/${game.id}`} inherit>
            {game.home_team.id === teamId ? `vs ${opponent}` : `at ${opponent}`}
          </Anchor>
        </Text>
        <Text size="sm">
          {formatGameDateTime(game.starts_at, { timeZone })}
          {gamePlace(game) ? ` · ${gamePlace(game)}` : ''}
          {game.status !== 'scheduled' ? ` · ${game.status}` : ''}
        </Text>
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Counts">
          {AVAILABILITY_STATUSES.map((status) => (
            <li key={status}>
              <Badge variant="light" color={STATUS_COLORS[status]} size="lg" tt="none">
                {AVAILABILITY_LABELS[status]}: {row.counts[status]}
              </Badge>
            </li>
          ))}
          <li>
            <Badge variant="light" color="gray" size="lg" tt="none">
              No answer: {row.counts.no_answer}
            </Badge>
          </li>
        </Group>
        <Answers row={row} />
        {row.can_answer && row.counts.no_answer > 0 ? <NudgeButton row={row} teamId={teamId} /> : null}
        {row.nudged_at && !row.nudged_today ? (
          <Text size="sm" c="dimmed">
            Last nudged {formatDateTime(row.nudged_at, { timeZone })}.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

const STATUS_COLORS: Record<AvailabilityStatus, string> = { going: 'teal', maybe: 'yellow', not_going: 'red' };

function Answers({ row }: { row: TeamScheduleGame }) {
  const groups: [string, string[]][] = [
    ...AVAILABILITY_STATUSES.map((status): [string, string[]] => [
      AVAILABILITY_LABELS[status],
      row.answers.filter((a) => a.status === status).map((a) => a.player.name),
    ]),
    ['No answer', row.answers.filter((a) => a.status === null).map((a) => a.player.name)],
  ];
  return (
    <Stack gap={2} component="dl" m={0}>
      {groups
        .filter(([, names]) => names.length > 0)
        .map(([label, names]) => (
          <Group key={label} gap={6} wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {names.join(', ')}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

function NudgeButton({ row, teamId }: { row: TeamScheduleGame; teamId: string }) {
  const nudge = useNudge(teamId);
  const failed = nudge.error ? (isApiError(nudge.error) ? nudge.error.message : 'Failed to save changes. Please try again.') : null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        disabled={row.nudged_today}
        loading={nudge.isPending}
        onClick={() =>
          nudge.mutate(row.game.id, {
            onSuccess: (result) => toast.success(`Nudged ${result.nudged} ${result.nudged === 1 ? 'player' : 'players'} who had not answered.`),
          })
        }
      >
        {row.nudged_today ? 'Nudged today' : `Nudge ${row.counts.no_answer} who have not answered`}
      </Button>
      {row.nudged_today ? (
        <Text size="sm" c="dimmed">
          You can nudge once a day per game.
        </Text>
      ) : null}
      {failed && !row.nudged_today ? <FormAlert>{failed}</FormAlert> : null}
    </Stack>
  );
}
