import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateWaitlistPriorityInput } from '../../../shared/schemas/admin-waitlist';
import type { WaitlistEntryDetail } from '../../../shared/api/waitlist';
import { WAITLIST_PAGE_SIZE_MAX } from '../../../shared/waitlist';
import { api } from '../../lib/api';
import { filterOptionsFrom } from './filter-options';
import { EMPTY_FILTERS, listQuery, type WaitlistFilters } from './filters';

export const adminWaitlistKeys = {
  all: ['admin', 'waitlist'] as const,
  lists: ['admin', 'waitlist', 'list'] as const,
  list: (filters: WaitlistFilters) => ['admin', 'waitlist', 'list', filters] as const,
  detail: (id: string) => ['admin', 'waitlist', 'detail', id] as const,
};

export function useAdminWaitlist(filters: WaitlistFilters) {
  return useQuery({
    queryKey: adminWaitlistKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/waitlist', { query: listQuery(filters), signal }),
    // Paging and filtering keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminWaitlistEntry(id: string | null) {
  return useQuery({
    queryKey: adminWaitlistKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/waitlist/:entryId', { params: { entryId: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export type EntryAction = 'invite' | 'decline' | 'mark-registered';

/**
 * Every change answers with the entry as it is now: the detail is updated from it, and the
 * lists (whose order and counts may change) are fetched again. Errors get the global toast.
 */
function useEntryMutation<V>(request: (id: string, variables: V) => Promise<WaitlistEntryDetail | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, variables }: { id: string; variables: V }) => request(id, variables),
    onSuccess: (entry, { id }) => {
      if (entry) queryClient.setQueryData(adminWaitlistKeys.detail(id), entry);
      return queryClient.invalidateQueries({ queryKey: adminWaitlistKeys.lists });
    },
  });
}

export function useUpdatePriority() {
  return useEntryMutation((id, body: UpdateWaitlistPriorityInput) => api('PATCH /api/admin/waitlist/:entryId', { params: { entryId: id }, body }));
}

export function useEntryAction() {
  return useEntryMutation((id, action: EntryAction) => api(`POST /api/admin/waitlist/:entryId/${action}`, { params: { entryId: id } }));
}

export function useRemoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/waitlist/:entryId', { params: { entryId: id } }),
    // The open details close first (see the drawer); its cached copy then simply ages out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWaitlistKeys.lists }),
  });
}

/**
 * Season and division choices for the filters, from the entries themselves (there is no
 * options endpoint): the first page of up to 100 entries, and one detail per distinct pair.
 * One query (not useQueries): the framework chunk every page loads stays as it is.
 */
export function useWaitlistFilterOptions() {
  const options = useQuery({
    queryKey: [...adminWaitlistKeys.lists, 'filter-options'],
    // The seasons and divisions that entries are in, from one page of the unfiltered list.
    queryFn: async ({ signal }) => {
      const page = await api('GET /api/admin/waitlist', { query: listQuery({ ...EMPTY_FILTERS }, WAITLIST_PAGE_SIZE_MAX), signal });
      return filterOptionsFrom(page.items);
    },
  });
  return options.data ?? { seasons: [], divisions: [] };
}
