import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AnnouncementAudienceOptions, AnnouncementPage } from '../../../shared/announcements-api';
import type { AnnouncementInput } from '../../../shared/schemas/announcements';
import { apiRequest } from '../../lib/api-client';
import { listPath, type AnnouncementFilters } from './filters';

export const adminAnnouncementKeys = {
  all: ['announcements', 'admin'] as const,
  lists: ['announcements', 'admin', 'list'] as const,
  list: (filters: AnnouncementFilters) => ['announcements', 'admin', 'list', filters] as const,
  audiences: ['announcements', 'admin', 'audiences'] as const,
};

const itemPath = (id: string) => `/api/admin/announcements/${encodeURIComponent(id)}`;

export function useAdminAnnouncements(filters: AnnouncementFilters) {
  return useQuery({
    queryKey: adminAnnouncementKeys.list(filters),
    queryFn: ({ signal }) => apiRequest<AnnouncementPage>(listPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementAudiences() {
  return useQuery({
    queryKey: adminAnnouncementKeys.audiences,
    queryFn: ({ signal }) => apiRequest<AnnouncementAudienceOptions>('/api/admin/announcements/audiences', { signal }),
  });
}

/** Lists and the home page (which shows current announcements) are fetched again after any change. */
function useAnnouncementMutation<V, R>(request: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminAnnouncementKeys.lists }), queryClient.invalidateQueries({ queryKey: ['home'] })]),
  });
}

export function useSaveAnnouncement() {
  return useAnnouncementMutation(({ id, input }: { id: string | null; input: AnnouncementInput }) =>
    id
      ? apiRequest<AdminAnnouncement>(itemPath(id), { method: 'PUT', body: input })
      : apiRequest<AdminAnnouncement>('/api/admin/announcements', { method: 'POST', body: input }),
  );
}

export function useDeleteAnnouncement() {
  return useAnnouncementMutation((id: string) => apiRequest<unknown>(itemPath(id), { method: 'DELETE' }));
}
