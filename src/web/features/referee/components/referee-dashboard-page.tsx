import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { RefereeDashboard, RefereeGameItem } from '../../../../shared/api/referee';
import { GAME_STATUS_LABELS } from '../../../../shared/games';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { gamePlace } from '../../../components/ui/game-list';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { refereeDashboardAnswerPath, useRefereeDashboard } from '../api';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { useKeptAnswer } from '../../../lib/service-worker';
import { LoadError } from '../../../components/ui/load-error';

function GameLink({ game }: { game: RefereeGameItem }) {
  const timeZone = useLeagueTimeZone();
  const started = game.home_score !== null && game.away_score !== null;
  const place = gamePlace(game);
  return (
    <Paper component="li" withBorder radius="md" style={{ listStyle: 'none' }}>
      <UnstyledButton component={Link} to={`/referee/${game.id}`} p="sm" display="block" w="100%" mih={56}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
            </Text>
            <Group gap={6}>
              {game.is_live ? (
                <Badge color="red" variant="filled">
                  Live
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  {GAME_STATUS_LABELS[game.status]}
                </Badge>
              )}
              {game.status === 'final' && !game.has_report && game.referee_name ? (
                <Badge color="yellow" variant="light">
                  Report due
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {game.home_team.name} {started ? `${game.home_score} – ${game.away_score}` : 'vs'} {game.away_team.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[game.division_name, place, game.referee_name ? `Referee: ${game.referee_name}` : 'No referee'].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}

function GameSection({ id, title, games, empty }: { id: string; title: string; games: RefereeGameItem[]; empty: string }) {
  return (
    <SectionCard id={id} title={title}>
      {games.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {games.map((game) => (
            <GameLink key={game.id} game={game} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Sections({ board }: { board: RefereeDashboard }) {
  const league = board.scope === 'league';
  return (
    <>
      <GameSection id="referee-today" title="Today" games={board.today} empty={league ? 'No games today.' : 'No games assigned to you today.'} />
      <GameSection id="referee-upcoming" title="Upcoming" games={board.upcoming} empty="No upcoming games." />
      <GameSection id="referee-awaiting-report" title="Awaiting a report" games={board.awaiting_report} empty="Every finished game has its report." />
      <GameSection id="referee-recent" title="Last week's results" games={board.recent} empty="No games finished in the last week." />
    </>
  );
}

/** /referee/dashboard: a referee's games (admins and statisticians: the league's), to open at the field. */
export function RefereeDashboardPage({ title }: { title: string }) {
  const query = useRefereeDashboard();
  const board = query.data;
  const kept = useKeptAnswer(refereeDashboardAnswerPath);
  return (
    <Stack maw={720} mx="auto" gap="lg">
      <PageHeader
        title={title}
        description={
          board?.scope === 'league' ? "The league's games: open one to record or correct its events." : 'Your games: open one to run it from your phone.'
        }
      />
      {board ? <OfflineNotice kept={kept} what="your games" /> : null}
      {/* Check-in of the referee's own games (decision 083); statisticians do not check players in. */}
      {board?.scope === 'assigned' ? (
        <Button component={Link} to="/admin/check-in" variant="light" size="md" style={{ alignSelf: 'flex-start' }}>
          Check-in
        </Button>
      ) : null}
      {query.isPending ? <PageLoader /> : null}
      {query.error ? <LoadError title="The games could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {board ? <Sections board={board} /> : null}
    </Stack>
  );
}
