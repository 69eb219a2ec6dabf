import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeInput } from '../../../shared/schemas/discount-codes';
import { api } from '../../lib/api';
import { listQuery, type DiscountCodeFilters } from './filters';

export const discountCodeKeys = {
  all: ['admin', 'discount-codes'] as const,
  list: (filters: DiscountCodeFilters) => ['admin', 'discount-codes', 'list', filters] as const,
  seasonOptions: ['admin', 'discount-codes', 'season-options'] as const,
};

export function useDiscountCodes(filters: DiscountCodeFilters) {
  return useQuery({
    queryKey: discountCodeKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/discount-codes', { query: listQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** The form's season choice: the newest 100 seasons (a league has a few a year). */
export function useSeasonOptions() {
  return useQuery({
    queryKey: discountCodeKeys.seasonOptions,
    queryFn: async ({ signal }) => {
      const page = await api('GET /api/admin/seasons', { query: { page_size: 100 }, signal });
      return page.items.map((season) => ({ id: season.id, name: season.name }));
    },
  });
}

/** Any change moves statuses and counts: the lists are fetched again. */
function useCodeMutation<V, R>(request: (variables: V) => Promise<R>, options: { formErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // A form or dialog shows its own messages; the global toast would only repeat them.
    meta: options.formErrors ? { errorToast: false } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.all }),
  });
}

export const useSaveDiscountCode = () =>
  useCodeMutation(
    ({ id, body }: { id: string | null; body: DiscountCodeInput }) =>
      id ? api('PUT /api/admin/discount-codes/:codeId', { params: { codeId: id }, body }) : api('POST /api/admin/discount-codes', { body }),
    { formErrors: true },
  );

export const useSetDiscountCodeActive = () =>
  useCodeMutation(({ id, active }: { id: string; active: boolean }) =>
    active
      ? api('POST /api/admin/discount-codes/:codeId/activate', { params: { codeId: id } })
      : api('POST /api/admin/discount-codes/:codeId/deactivate', { params: { codeId: id } }),
  );

export const useDeleteDiscountCode = () =>
  useCodeMutation((id: string) => api('DELETE /api/admin/discount-codes/:codeId', { params: { codeId: id } }), { formErrors: true });
