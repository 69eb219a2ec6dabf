import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionInput } from '../../../shared/schemas/divisions';
import type { CreateEligibilityExceptionInput } from '../../../shared/schemas/eligibility';
import { api, apiPath } from '../../lib/api';

export interface DivisionFilters {
  q: string;
  page: number;
}

export const adminDivisionKeys = {
  /** Also covers ['admin', 'divisions', 'options'], the seasons page's division choice. */
  all: ['admin', 'divisions'] as const,
  list: (filters: DivisionFilters) => ['admin', 'divisions', 'list', filters] as const,
};

/** The list's query: empty filters and page 1 are left out. */
function divisionsQuery(filters: DivisionFilters) {
  return { q: filters.q || undefined, page: filters.page > 1 ? filters.page : undefined };
}

export const exportDivisionsHref = (filters: DivisionFilters) =>
  apiPath('GET /api/admin/divisions/export.csv', { query: divisionsQuery({ ...filters, page: 1 }) });

export function useAdminDivisions(filters: DivisionFilters) {
  return useQuery({
    queryKey: adminDivisionKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/divisions', { query: divisionsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

function useDivisionMutation<V, R>(request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The form or the confirm dialog shows the error itself (field message, 409 reason).
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDivisionKeys.all }),
  });
}

export const useSaveDivision = () =>
  useDivisionMutation(({ id, body }: { id: string | null; body: DivisionInput }) =>
    id ? api('PUT /api/admin/divisions/:divisionId', { params: { divisionId: id }, body }) : api('POST /api/admin/divisions', { body }),
  );

export const useDeleteDivision = () => useDivisionMutation((id: string) => api('DELETE /api/admin/divisions/:divisionId', { params: { divisionId: id } }));

// Eligibility exceptions (decision 044): one person let past a division's rules for a season.
export const eligibilityExceptionKeys = {
  of: (divisionId: string) => ['admin', 'divisions', 'eligibility-exceptions', divisionId] as const,
  seasons: ['admin', 'divisions', 'season-choices'] as const,
};

export function useEligibilityExceptions(divisionId: string, enabled: boolean) {
  return useQuery({
    queryKey: eligibilityExceptionKeys.of(divisionId),
    queryFn: ({ signal }) => api('GET /api/admin/divisions/:divisionId/eligibility-exceptions', { params: { divisionId }, signal }),
    enabled,
  });
}

/** The seasons an exception may be for, newest first (the team options' list). */
export function useSeasonChoices(enabled: boolean) {
  return useQuery({
    queryKey: eligibilityExceptionKeys.seasons,
    queryFn: async ({ signal }) => (await api('GET /api/admin/teams/options', { signal })).seasons,
    enabled,
  });
}

export const useGrantEligibilityException = (divisionId: string) =>
  useDivisionMutation((body: CreateEligibilityExceptionInput) =>
    api('POST /api/admin/divisions/:divisionId/eligibility-exceptions', { params: { divisionId }, body }),
  );

export const useRemoveEligibilityException = (divisionId: string) =>
  useDivisionMutation((exceptionId: string) =>
    api('DELETE /api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId', { params: { divisionId, exceptionId } }),
  );
