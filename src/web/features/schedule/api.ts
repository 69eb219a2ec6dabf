import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../lib/api';
import { scheduleQuery, type ScheduleFilters } from './filters';

export const scheduleKeys = {
  all: ['schedule'] as const,
  list: (filters: ScheduleFilters) => ['schedule', filters] as const,
};

/** The request's address, as the service worker reports it (useCachedAnswerTime). */
export const schedulePath = (filters: ScheduleFilters) => apiPath('GET /api/schedule', { query: scheduleQuery(filters) });

/**
 * One page of the public schedule. `offlineFirst`: without a network the request still goes
 * out, so the service worker can answer it from its cache (TanStack's default would pause it).
 */
export function useSchedule(filters: ScheduleFilters) {
  return useQuery({
    queryKey: scheduleKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/schedule', { query: scheduleQuery(filters), signal }),
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  });
}
