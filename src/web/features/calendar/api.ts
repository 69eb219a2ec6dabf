import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const calendarKeys = { mine: ['calendar', 'mine'] as const };

/** The caller's private feed address, if made. */
export function useMyCalendar() {
  return useQuery({ queryKey: calendarKeys.mine, queryFn: ({ signal }) => api('GET /api/me/calendar', { signal }) });
}

export function useCreateMyCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/me/calendar'),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.mine, { feed }),
  });
}

export function useRevokeMyCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/me/calendar'),
    onSuccess: () => queryClient.setQueryData(calendarKeys.mine, { feed: null }),
  });
}

/** The same address for calendar apps that subscribe through the webcal: scheme (Apple Calendar, Outlook). */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');
