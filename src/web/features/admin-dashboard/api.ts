import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { auditLogQuery, type ActivityFilters } from './activity-filters';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  dashboard: (seasonId: string | null) => ['admin-dashboard', 'figures', seasonId] as const,
  activity: (filters: ActivityFilters) => ['admin-dashboard', 'activity', filters] as const,
};

/** Figures change as people register and games go live: fetched again on focus and every minute. */
const REFRESH_MS = 60_000;

export function useAdminDashboard(seasonId: string | null) {
  return useQuery({
    queryKey: adminDashboardKeys.dashboard(seasonId),
    queryFn: ({ signal }) => api('GET /api/admin/dashboard', { query: { season_id: seasonId }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    // Another admin page's change (settings, waitlist) shows in Recent activity on return.
    refetchOnMount: 'always',
  });
}

export function useAuditLog(filters: ActivityFilters) {
  return useQuery({
    queryKey: adminDashboardKeys.activity(filters),
    queryFn: ({ signal }) => api('GET /api/admin/audit-log', { query: auditLogQuery(filters), signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
