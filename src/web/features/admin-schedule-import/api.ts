import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleImportInput } from '../../../shared/schemas/schedule-import';
import { api } from '../../lib/api';

/** The same key as the teams page's: seasons and divisions to import into. */
export function useImportTargets() {
  return useQuery({
    queryKey: ['admin', 'teams', 'options'],
    queryFn: ({ signal }) => api('GET /api/admin/teams/options', { signal }),
  });
}

/** A whole season is read, checked against the schedule and (on import) stored: give it time. */
const IMPORT_TIMEOUT_MS = 60_000;

export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ScheduleImportInput) => api('POST /api/admin/schedule/import/preview', { body, timeoutMs: IMPORT_TIMEOUT_MS }),
    meta: { errorToast: false },
  });
}

export function useImportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleImportInput) => api('POST /api/admin/schedule/import', { body, timeoutMs: IMPORT_TIMEOUT_MS }),
    meta: { errorToast: false },
    // The admin schedule, teams and their counts all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
