import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchedulePreviewInput, ScheduleSaveInput } from '../../../shared/schemas/schedule-generator';
import { api } from '../../lib/api';

export const scheduleGeneratorKeys = {
  setup: (seasonId: string, divisionId: string) => ['admin', 'schedule-generator', seasonId, divisionId] as const,
};

export function useScheduleSetup(seasonId: string, divisionId: string) {
  return useQuery({
    queryKey: scheduleGeneratorKeys.setup(seasonId, divisionId),
    queryFn: ({ signal }) => api('GET /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', { params: { seasonId, divisionId }, signal }),
  });
}

/** Generating can take a moment on a slow phone link: a longer wait than a plain read. */
const GENERATE_TIMEOUT_MS = 30_000;

export function usePreviewSchedule(seasonId: string, divisionId: string) {
  return useMutation({
    mutationFn: (body: SchedulePreviewInput) =>
      api('POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule/preview', {
        params: { seasonId, divisionId },
        body,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    // The form shows the field messages itself.
    meta: { errorToast: false },
  });
}

export function useSaveSchedule(seasonId: string, divisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleSaveInput) =>
      api('POST /api/admin/seasons/:seasonId/divisions/:divisionId/schedule', { params: { seasonId, divisionId }, body, timeoutMs: GENERATE_TIMEOUT_MS }),
    meta: { errorToast: false },
    // Game lists anywhere in the admin area (the schedule, seasons' counts) are stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
