import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionInput } from '../../../shared/schemas/divisions';
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
