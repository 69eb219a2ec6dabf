import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaiverVersionInput } from '../../../shared/schemas/waivers-admin';
import type { AdminWaiverDetail, AdminWaiverList, UnsignedWaiverPage, WaiverSignaturePage } from '../../../shared/waivers-admin-api';
import { apiRequest } from '../../lib/api-client';
import { adminDashboardKeys } from '../admin-dashboard/api';
import { waiverKeys } from '../waivers/api';

export const adminWaiverKeys = {
  all: ['admin', 'waivers'] as const,
  list: ['admin', 'waivers', 'list'] as const,
  detail: (id: string) => ['admin', 'waivers', 'detail', id] as const,
  signatures: (id: string, q: string, page: number) => ['admin', 'waivers', 'signatures', id, q, page] as const,
  unsigned: (seasonId: string | null, q: string, page: number) => ['admin', 'waivers', 'unsigned', seasonId, q, page] as const,
};

const versionPath = (id: string) => `/api/admin/waivers/${encodeURIComponent(id)}`;

function withQuery(path: string, params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function useWaiverVersions() {
  return useQuery({ queryKey: adminWaiverKeys.list, queryFn: ({ signal }) => apiRequest<AdminWaiverList>('/api/admin/waivers', { signal }) });
}

export function useWaiverVersion(id: string | null) {
  return useQuery({
    queryKey: adminWaiverKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<AdminWaiverDetail>(versionPath(id ?? ''), { signal }),
    enabled: id !== null,
  });
}

export function useWaiverSignatures(id: string, q: string, page: number) {
  return useQuery({
    queryKey: adminWaiverKeys.signatures(id, q, page),
    queryFn: ({ signal }) => apiRequest<WaiverSignaturePage>(withQuery(`${versionPath(id)}/signatures`, { q, page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every signature the search matches, as a file (all pages). */
export const signaturesCsvHref = (id: string, q: string) => withQuery(`${versionPath(id)}/signatures/export.csv`, { q });

export function useUnsignedPlayers(seasonId: string | null, q: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: adminWaiverKeys.unsigned(seasonId, q, page),
    queryFn: ({ signal }) => apiRequest<UnsignedWaiverPage>(withQuery('/api/admin/waivers/unsigned', { season_id: seasonId, q, page }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** New version (id null) or a draft's correction; the list and the detail are refreshed from the answer. */
export function useSaveWaiverVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WaiverVersionInput }) =>
      apiRequest<AdminWaiverDetail>(id ? versionPath(id) : '/api/admin/waivers', { method: id ? 'PUT' : 'POST', body: input }),
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
    mutationFn: (id: string) => apiRequest<AdminWaiverDetail>(`${versionPath(id)}/activate`, { method: 'POST', body: {} }),
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
