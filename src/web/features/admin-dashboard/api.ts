import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDashboard, AuditLogPage } from '../../../shared/dashboard-api';
import { apiRequest } from '../../lib/api-client';
import { auditLogPath, type ActivityFilters } from './activity-filters';

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
    queryFn: ({ signal }) =>
      apiRequest<AdminDashboard>(seasonId ? `/api/admin/dashboard?season_id=${encodeURIComponent(seasonId)}` : '/api/admin/dashboard', { signal }),
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
    queryFn: ({ signal }) => apiRequest<AuditLogPage>(auditLogPath(filters), { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
