import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGameInput,
  FieldInput,
  GameStatusInput,
  MakeupsInput,
  RainoutInput,
  UpdateGameInput,
  VenueInput,
} from '../../../shared/schemas/admin-schedule';
import { api } from '../../lib/api';
import { type ScheduleFilters, scheduleListQuery } from './filters';

export const adminScheduleKeys = {
  all: ['admin', 'schedule'] as const,
  lists: ['admin', 'schedule', 'list'] as const,
  list: (filters: ScheduleFilters) => ['admin', 'schedule', 'list', filters] as const,
  options: ['admin', 'schedule', 'options'] as const,
  makeupProposal: (date: string | null) => ['admin', 'schedule', 'makeup-proposal', date] as const,
  venues: ['admin', 'venues'] as const,
};

export function useScheduleGames(filters: ScheduleFilters) {
  return useQuery({
    queryKey: adminScheduleKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/schedule', { query: scheduleListQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useScheduleOptions() {
  return useQuery({ queryKey: adminScheduleKeys.options, queryFn: ({ signal }) => api('GET /api/admin/schedule/options', { signal }) });
}

export function useVenues(enabled = true) {
  return useQuery({ queryKey: adminScheduleKeys.venues, queryFn: ({ signal }) => api('GET /api/admin/venues', { signal }), enabled });
}

/**
 * Schedule changes: the forms show their own errors (field messages, the conflict named), so no
 * error toast; afterwards the lists (and, for venues, the options' fields) are fetched again.
 */
function useScheduleMutation<V, R>(request: (variables: V) => Promise<R>, alsoInvalidate: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorToast: false },
    onSuccess: () => Promise.all([adminScheduleKeys.lists, ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

export const useCreateGame = () => useScheduleMutation((body: CreateGameInput) => api('POST /api/admin/games', { body }));
export const useUpdateGame = () =>
  useScheduleMutation(({ gameId, body }: { gameId: string; body: UpdateGameInput }) => api('PATCH /api/admin/games/:gameId', { params: { gameId }, body }));
export const useSetGameStatus = () =>
  useScheduleMutation(({ gameId, body }: { gameId: string; body: GameStatusInput }) =>
    api('POST /api/admin/games/:gameId/status', { params: { gameId }, body }),
  );
export const useDeleteGame = () => useScheduleMutation((gameId: string) => api('DELETE /api/admin/games/:gameId', { params: { gameId } }));

export const useRainoutPreview = () =>
  useMutation({ mutationFn: (body: RainoutInput) => api('POST /api/admin/schedule/rainout/preview', { body }), meta: { errorToast: false } });
export const useRainOut = () => useScheduleMutation((body: RainoutInput) => api('POST /api/admin/schedule/rainout', { body }));
export const useAcceptMakeups = () => useScheduleMutation((body: MakeupsInput) => api('POST /api/admin/schedule/makeups', { body }));

/** The make-up proposal for a date's postponed games, asked for afresh each time the dialog opens. */
export function useMakeupProposal(date: string | null) {
  return useQuery({
    queryKey: adminScheduleKeys.makeupProposal(date),
    queryFn: ({ signal }) => api('POST /api/admin/schedule/makeups/proposal', { body: { date: date ?? '' }, signal }),
    enabled: date !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

const venueChange = [adminScheduleKeys.venues, adminScheduleKeys.options] as const;
export const useSaveVenue = () =>
  useScheduleMutation(
    ({ venueId, body }: { venueId: string | null; body: VenueInput }) =>
      venueId ? api('PATCH /api/admin/venues/:venueId', { params: { venueId }, body }) : api('POST /api/admin/venues', { body }),
    venueChange,
  );
export const useDeleteVenue = () => useScheduleMutation((venueId: string) => api('DELETE /api/admin/venues/:venueId', { params: { venueId } }), venueChange);
export const useSaveField = () =>
  useScheduleMutation(
    ({ venueId, fieldId, body }: { venueId: string; fieldId: string | null; body: FieldInput }) =>
      fieldId
        ? api('PATCH /api/admin/venues/:venueId/fields/:fieldId', { params: { venueId, fieldId }, body })
        : api('POST /api/admin/venues/:venueId/fields', { params: { venueId }, body }),
    venueChange,
  );
export const useDeleteField = () =>
  useScheduleMutation(
    ({ venueId, fieldId }: { venueId: string; fieldId: string }) => api('DELETE /api/admin/venues/:venueId/fields/:fieldId', { params: { venueId, fieldId } }),
    venueChange,
  );
