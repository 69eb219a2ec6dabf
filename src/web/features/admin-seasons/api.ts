import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSeasonInput, RegistrationPeriodInput, SetSeasonStatusInput, UpdateSeasonInput } from '../../../shared/schemas/seasons';
import type { AdminRegistrationPeriod, AdminSeason, AdminSeasonPage, DivisionOption, SeasonStatus } from '../../../shared/seasons-api';
import { apiRequest } from '../../lib/api-client';

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

const seasonPath = (id: string) => `/api/admin/seasons/${encodeURIComponent(id)}`;
const periodsPath = (seasonId: string) => `${seasonPath(seasonId)}/periods`;

export function seasonsQuery(filters: SeasonFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const exportSeasonsHref = (filters: SeasonFilters) => `/api/admin/seasons/export.csv${seasonsQuery({ ...filters, page: 1 })}`;

export function useAdminSeasons(filters: SeasonFilters) {
  return useQuery({
    queryKey: adminSeasonKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AdminSeasonPage>(`/api/admin/seasons${seasonsQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeriods(seasonId: string) {
  return useQuery({
    queryKey: adminSeasonKeys.periods(seasonId),
    queryFn: ({ signal }) => apiRequest<AdminRegistrationPeriod[]>(periodsPath(seasonId), { signal }),
  });
}

export function useDivisionOptions() {
  return useQuery({
    queryKey: adminSeasonKeys.divisionOptions,
    queryFn: ({ signal }) => apiRequest<DivisionOption[]>('/api/admin/divisions/options', { signal }),
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

export const useCreateSeason = () =>
  useSeasonMutation((body: CreateSeasonInput) => apiRequest<AdminSeason>('/api/admin/seasons', { method: 'POST', body }), { formErrors: true });

export const useUpdateSeason = () =>
  useSeasonMutation(({ id, body }: { id: string; body: UpdateSeasonInput }) => apiRequest<AdminSeason>(seasonPath(id), { method: 'PUT', body }), {
    formErrors: true,
  });

export const useSetSeasonStatus = () =>
  useSeasonMutation(({ id, body }: { id: string; body: SetSeasonStatusInput }) =>
    apiRequest<AdminSeason>(`${seasonPath(id)}/status`, { method: 'POST', body }),
  );

export const useDeleteSeason = () => useSeasonMutation((id: string) => apiRequest<unknown>(seasonPath(id), { method: 'DELETE' }), { formErrors: true });

export const useSavePeriod = () =>
  useSeasonMutation(
    ({ seasonId, periodId, body }: { seasonId: string; periodId: string | null; body: RegistrationPeriodInput }) =>
      periodId
        ? apiRequest<AdminRegistrationPeriod>(`${periodsPath(seasonId)}/${encodeURIComponent(periodId)}`, { method: 'PUT', body })
        : apiRequest<AdminRegistrationPeriod>(periodsPath(seasonId), { method: 'POST', body }),
    { formErrors: true },
  );

export const useDeletePeriod = () =>
  useSeasonMutation(
    ({ seasonId, periodId }: { seasonId: string; periodId: string }) =>
      apiRequest<unknown>(`${periodsPath(seasonId)}/${encodeURIComponent(periodId)}`, { method: 'DELETE' }),
    { formErrors: true },
  );
