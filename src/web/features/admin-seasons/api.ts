import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSeasonInput, RegistrationPeriodInput, SetSeasonStatusInput, UpdateSeasonInput } from '../../../shared/schemas/seasons';
import type { SeasonStatus } from '../../../shared/seasons';
import { api, apiPath } from '../../lib/api';

export interface SeasonFilters {
  status: SeasonStatus | '';
  page: number;
}

export const adminSeasonKeys = {
  all: ['admin', 'seasons'] as const,
  lists: ['admin', 'seasons', 'list'] as const,
  list: (filters: SeasonFilters) => ['admin', 'seasons', 'list', filters] as const,
  periods: (seasonId: string) => ['admin', 'seasons', 'periods', seasonId] as const,
  /** The same key as the divisions page's: a division added there shows in the period form. */
  divisionOptions: ['admin', 'divisions', 'options'] as const,
};

/** The list's query: empty filters and page 1 are left out. */
export function seasonsQuery(filters: SeasonFilters) {
  return { status: filters.status || undefined, page: filters.page > 1 ? filters.page : undefined };
}

export const exportSeasonsHref = (filters: SeasonFilters) => apiPath('GET /api/admin/seasons/export.csv', { query: seasonsQuery({ ...filters, page: 1 }) });

export function useAdminSeasons(filters: SeasonFilters) {
  return useQuery({
    queryKey: adminSeasonKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/seasons', { query: seasonsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeriods(seasonId: string) {
  return useQuery({
    queryKey: adminSeasonKeys.periods(seasonId),
    queryFn: ({ signal }) => api('GET /api/admin/seasons/:seasonId/periods', { params: { seasonId }, signal }),
  });
}

export function useDivisionOptions() {
  return useQuery({
    queryKey: adminSeasonKeys.divisionOptions,
    queryFn: ({ signal }) => api('GET /api/admin/divisions/options', { signal }),
  });
}

/** Season changes move counts and order: the lists are fetched again. */
function useSeasonMutation<V, R>(request: (variables: V) => Promise<R>, options: { formErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // A form shows its own field messages; the global toast would only repeat them.
    meta: options.formErrors ? { errorToast: false } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSeasonKeys.all }),
  });
}

export const useCreateSeason = () => useSeasonMutation((body: CreateSeasonInput) => api('POST /api/admin/seasons', { body }), { formErrors: true });

export const useUpdateSeason = () =>
  useSeasonMutation(({ id, body }: { id: string; body: UpdateSeasonInput }) => api('PUT /api/admin/seasons/:seasonId', { params: { seasonId: id }, body }), {
    formErrors: true,
  });

export const useSetSeasonStatus = () =>
  useSeasonMutation(({ id, body }: { id: string; body: SetSeasonStatusInput }) =>
    api('POST /api/admin/seasons/:seasonId/status', { params: { seasonId: id }, body }),
  );

export const useDeleteSeason = () =>
  useSeasonMutation((id: string) => api('DELETE /api/admin/seasons/:seasonId', { params: { seasonId: id } }), { formErrors: true });

export const useSavePeriod = () =>
  useSeasonMutation(
    ({ seasonId, periodId, body }: { seasonId: string; periodId: string | null; body: RegistrationPeriodInput }) =>
      periodId
        ? api('PUT /api/admin/seasons/:seasonId/periods/:periodId', { params: { seasonId, periodId }, body })
        : api('POST /api/admin/seasons/:seasonId/periods', { params: { seasonId }, body }),
    { formErrors: true },
  );

export const useDeletePeriod = () =>
  useSeasonMutation(
    ({ seasonId, periodId }: { seasonId: string; periodId: string }) =>
      api('DELETE /api/admin/seasons/:seasonId/periods/:periodId', { params: { seasonId, periodId } }),
    { formErrors: true },
  );
