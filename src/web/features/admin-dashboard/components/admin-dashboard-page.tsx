import { Anchor, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { AdminDashboard, DashboardSeason } from '../../../../shared/api/dashboard';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { ADMIN_SECTIONS } from '../../admin';
import { useAdminDashboard } from '../api';
import { ActivityList } from './activity-list';
import { StatCard, type StatCardProps } from '../../../components/ui/stat-card';
import { LoadError } from '../../../components/ui/load-error';

const isBuilt = (key: string) => ADMIN_SECTIONS.some((section) => section.key === key && section.built);

const seasonLabel = (season: DashboardSeason) => `${season.name} (${season.status})`;

/** A link to an admin list for this season, only when that page exists. */
function listLink(section: string, season: DashboardSeason | null, extra: Record<string, string> = {}): string | undefined {
  if (!isBuilt(section)) return undefined;
  const search = new URLSearchParams({ ...(season ? { season_id: season.id } : {}), ...extra });
  const query = search.toString();
  return `/admin/${section}${query ? `?${query}` : ''}`;
}

function statCards(data: AdminDashboard, timeZone: string): StatCardProps[] {
  const count = (n: number) => n.toLocaleString();
  // The week ends at the next Monday 00:00: its last day is the day before.
  const lastDay = new Date(Date.parse(data.week_end) - 12 * 3_600_000).toISOString();
  return [
    {
      stat: 'registrations-paid',
      label: 'Registrations paid',
      value: count(data.registrations_paid),
      to: listLink('players', data.season, { registration_status: 'paid' }),
    },
    {
      stat: 'registrations-unpaid',
      label: 'Registrations unpaid',
      value: count(data.registrations_unpaid),
      to: listLink('players', data.season, { registration_status: 'pending_payment' }),
    },
    { stat: 'waitlist', label: 'Waitlist', value: count(data.waitlist_size), note: 'Pending and invited', to: listLink('waitlist', data.season) },
    {
      stat: 'games-this-week',
      label: 'Games this week',
      value: count(data.games_this_week),
      note: `${formatDate(data.week_start, { timeZone })} – ${formatDate(lastDay, { timeZone })}`,
      to: listLink('schedule', data.season),
    },
    { stat: 'live-games', label: 'Live now', value: count(data.live_games), to: listLink('schedule', data.season) },
    { stat: 'revenue', label: 'Revenue', value: formatMoney(data.revenue_season_cents), note: `${formatMoney(data.revenue_all_time_cents)} all time` },
    {
      stat: 'unsigned-waivers',
      label: 'Unsigned waivers',
      value: count(data.unsigned_waivers),
      note: data.active_waiver_version === null ? 'No active waiver' : `Waiver version ${data.active_waiver_version}`,
      // /admin/waivers is routed but not in the spec's sidebar list, so not an ADMIN_SECTIONS entry.
      to: `/admin/waivers?${new URLSearchParams({ tab: 'unsigned', ...(data.season ? { season_id: data.season.id } : {}) }).toString()}`,
    },
  ];
}

/** /admin/dashboard: the season's figures at a glance and the newest changes made by admins. */
export function AdminDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const seasonId = search.get('season_id') || null;
  const dashboard = useAdminDashboard(seasonId);
  const timeZone = useLeagueTimeZone();
  const data = dashboard.data;

  return (
    <Stack gap="md">
      <PageHeader title="Dashboard" description={data?.season ? `Figures for ${data.season.name}` : undefined} />
      {dashboard.isPending ? <PageLoader /> : null}
      {dashboard.error ? <LoadError title="The dashboard could not be loaded" error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {data ? (
        <>
          {data.seasons.length > 0 ? (
            <NativeSelect
              label="Season"
              maw={360}
              data={data.seasons.map((s) => ({ value: s.id, label: seasonLabel(s) }))}
              value={data.season?.id ?? ''}
              onChange={(event) => setSearch(new URLSearchParams({ season_id: event.currentTarget.value }), { replace: true })}
            />
          ) : (
            <EmptyState>No season has been created yet.</EmptyState>
          )}
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" m={0}>
            {statCards(data, timeZone).map((card) => (
              <StatCard key={card.stat} {...card} />
            ))}
          </SimpleGrid>
          <SectionCard id="recent-activity" title="Recent activity">
            <Stack gap="sm">
              {data.recent_activity.length === 0 ? <EmptyState>No admin changes yet.</EmptyState> : <ActivityList items={data.recent_activity} />}
              <Group justify="flex-end">
                <Anchor component={Link} to="/admin/activity" size="sm">
                  All activity
                </Anchor>
              </Group>
            </Stack>
          </SectionCard>
        </>
      ) : null}
    </Stack>
  );
}
