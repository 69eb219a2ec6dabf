import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountCode, AdminDiscountCodePage } from '../../../shared/discount-codes-api';
import type { DiscountCodeInput } from '../../../shared/schemas/discount-codes';
import type { AdminSeasonPage } from '../../../shared/seasons-api';
import { apiRequest } from '../../lib/api-client';
import { listPath, type DiscountCodeFilters } from './filters';

export const discountCodeKeys = {
  all: ['admin', 'discount-codes'] as const,
  list: (filters: DiscountCodeFilters) => ['admin', 'discount-codes', 'list', filters] as const,
  seasonOptions: ['admin', 'discount-codes', 'season-options'] as const,
};

const BASE = '/api/admin/discount-codes';
const codePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function useDiscountCodes(filters: DiscountCodeFilters) {
  return useQuery({
    queryKey: discountCodeKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AdminDiscountCodePage>(listPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The form's season choice: the newest 100 seasons (a league has a few a year). */
export function useSeasonOptions() {
  return useQuery({
    queryKey: discountCodeKeys.seasonOptions,
    queryFn: async ({ signal }) => {
      const page = await apiRequest<AdminSeasonPage>('/api/admin/seasons?page_size=100', { signal });
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
      id ? apiRequest<AdminDiscountCode>(codePath(id), { method: 'PUT', body }) : apiRequest<AdminDiscountCode>(BASE, { method: 'POST', body }),
    { formErrors: true },
  );

export const useSetDiscountCodeActive = () =>
  useCodeMutation(({ id, active }: { id: string; active: boolean }) =>
    apiRequest<AdminDiscountCode>(`${codePath(id)}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }),
  );

export const useDeleteDiscountCode = () => useCodeMutation((id: string) => apiRequest<unknown>(codePath(id), { method: 'DELETE' }), { formErrors: true });
