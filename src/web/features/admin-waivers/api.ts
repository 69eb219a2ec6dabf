import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaiverVersionInput } from '../../../shared/schemas/admin-waivers';
import { api, apiPath } from '../../lib/api';
import { waiverKeys } from '../../lib/waivers';
import { adminDashboardKeys } from '../admin-dashboard';

export const adminWaiverKeys = {
  all: ['admin', 'waivers'] as const,
  list: ['admin', 'waivers', 'list'] as const,
  detail: (id: string) => ['admin', 'waivers', 'detail', id] as const,
  signatures: (id: string, q: string, page: number) => ['admin', 'waivers', 'signatures', id, q, page] as const,
  unsigned: (seasonId: string | null, q: string, page: number) => ['admin', 'waivers', 'unsigned', seasonId, q, page] as const,
};

export function useWaiverVersions() {
  return useQuery({ queryKey: adminWaiverKeys.list, queryFn: ({ signal }) => api('GET /api/admin/waivers', { signal }) });
}

export function useWaiverVersion(id: string | null) {
  return useQuery({
    queryKey: adminWaiverKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/admin/waivers/:waiverId', { params: { waiverId: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useWaiverSignatures(id: string, q: string, page: number) {
  return useQuery({
    queryKey: adminWaiverKeys.signatures(id, q, page),
    queryFn: ({ signal }) => api('GET /api/admin/waivers/:waiverId/signatures', { params: { waiverId: id }, query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every signature the search matches, as a file (all pages). */
export const signaturesCsvHref = (id: string, q: string) =>
  apiPath('GET /api/admin/waivers/:waiverId/signatures/export.csv', { params: { waiverId: id }, query: { q } });

export function useUnsignedPlayers(seasonId: string | null, q: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: adminWaiverKeys.unsigned(seasonId, q, page),
    queryFn: ({ signal }) => api('GET /api/admin/waivers/unsigned', { query: { season_id: seasonId, q, page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** New version (id null) or a draft's correction; the list and the detail are refreshed from the answer. */
export function useSaveWaiverVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WaiverVersionInput }) =>
      id ? api('PUT /api/admin/waivers/:waiverId', { params: { waiverId: id }, body: input }) : api('POST /api/admin/waivers', { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminWaiverKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: adminWaiverKeys.list });
    },
  });
}

/** Activation changes which version everyone signs: every waiver query, admin and public, is fetched again. */
export function useActivateWaiverVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/waivers/:waiverId/activate', { params: { waiverId: id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminWaiverKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWaiverKeys.all }),
        queryClient.invalidateQueries({ queryKey: waiverKeys.active }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
      ]);
    },
  });
}
