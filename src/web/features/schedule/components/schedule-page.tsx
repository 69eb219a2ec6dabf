import { Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { GameSummary } from '../../../../shared/api/games';
import { isScheduleView, SCHEDULE_VIEW_LABELS, SCHEDULE_VIEWS, type ScheduleView } from '../../../../shared/schedule';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { GameCard, gamePath } from '../../../components/ui/game-list';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { formatGameDay } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useKeptAnswer } from '../../../lib/service-worker';
import { schedulePath, useSchedule } from '../api';
import { changeScheduleFilter, scheduleFiltersFromSearch, scheduleFiltersToSearch, type ScheduleFilters } from '../filters';
import { groupByLeagueDay } from '../game-days';
import { FoldedScheduleFilters } from './schedule-filters';
import { LoadError } from '../../../components/ui/load-error';

/** Started games show their score: live, final, forfeit. */
const hasScore = (game: GameSummary) => game.is_live || game.status === 'final' || game.status === 'forfeit';

const gamesLabel = (total: number) => (total === 1 ? '1 game' : `${total} games`);

const VIEW_CHOICES = SCHEDULE_VIEWS.map((view) => ({ value: view, label: SCHEDULE_VIEW_LABELS[view] }));

const EMPTY_VIEW_TEXT: Record<ScheduleView, string> = { upcoming: 'No upcoming games.', past: 'No past results yet.' };

/**
 * /schedule: the season's games by day on the league's clocks, filtered in the address (phone
 * first). It opens on this week's games; past results, latest first, are the other view (decision 062).
 */
export function SchedulePage() {
  const [search, setSearch] = useSearchParams();
  const filters = scheduleFiltersFromSearch(search);
  const setFilters = (next: ScheduleFilters) => setSearch(scheduleFiltersToSearch(next), { replace: true });
  const schedule = useSchedule(filters);
  const kept = useKeptAnswer(schedulePath(filters));
  const timeZone = useLeagueTimeZone();
  const data = schedule.data;
  const days = data ? groupByLeagueDay(data.items, timeZone) : [];
  const divisionOf = (teamId: string) => data?.teams.find((t) => t.id === teamId)?.division_id;
  const filtered = Boolean(filters.divisionId || filters.teamId || filters.date);
  // The last answer stays on screen while the new filters' one loads: dimmed, and said so.
  const loading = schedule.isPlaceholderData;
  const view = filters.date ? null : (filters.view ?? data?.view ?? 'upcoming');
  const emptyText =
    filters.view && !filtered
      ? EMPTY_VIEW_TEXT[filters.view]
      : filtered
        ? 'No games match these filters.'
        : 'No games have been scheduled for this season yet.';

  return (
    <Stack gap="md">
      <PageHeader title="Schedule" description={data?.season ? `${data.season.name} season` : undefined} />
      {data ? (
        <FoldedScheduleFilters data={data} filters={filters} onChange={(change) => setFilters(changeScheduleFilter(filters, change, divisionOf))} />
      ) : null}
      {data && view ? (
        <SegmentedControl
          aria-label="Games to show"
          fullWidth
          maw={{ sm: 420 }}
          size="md"
          data={VIEW_CHOICES}
          value={view}
          onChange={(next) => {
            if (isScheduleView(next)) setFilters({ ...filters, view: next, page: null });
          }}
        />
      ) : null}
      <OfflineNotice kept={kept} />
      {schedule.isPending ? <PageLoader /> : null}
      {schedule.error && !data ? <LoadError title="The schedule could not be loaded" error={schedule.error} onRetry={() => void schedule.refetch()} /> : null}
      {data ? (
        <Stack component="section" aria-label="Games" gap="md" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {/* One live region: "Loading..." while the new answer comes, then its count. */}
          <Group gap="xs" role="status" mih={22}>
            {loading ? <Loader size="xs" aria-hidden /> : null}
            {loading ? (
              <Text size="sm">Loading...</Text>
            ) : data.total > 0 ? (
              <Text size="sm" c="dimmed">
                {gamesLabel(data.total)}
              </Text>
            ) : null}
          </Group>
          {!loading && data.total === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
          {days.map((day) => (
            <Stack key={day.key} component="section" aria-labelledby={`day-${day.key}`} gap="xs">
              <Title order={2} size="h4" id={`day-${day.key}`}>
                {formatGameDay(day.games[0]?.starts_at ?? '', { timeZone })}
              </Title>
              <Stack component="ul" gap="sm" p={0} m={0}>
                {day.games.map((game) => (
                  <GameCard key={game.id} game={game} showScore={hasScore(game)} to={gamePath(game.id)} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          total={data.total}
          pageSize={data.page_size}
          onPage={(page) => {
            setFilters({ ...filters, page });
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </Stack>
  );
}
