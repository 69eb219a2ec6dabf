import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput } from '../../../shared/schemas/announcements';
import { api } from '../../lib/api';
import { type AnnouncementFilters, listQuery } from './filters';

export const adminAnnouncementKeys = {
  all: ['announcements', 'admin'] as const,
  lists: ['announcements', 'admin', 'list'] as const,
  list: (filters: AnnouncementFilters) => ['announcements', 'admin', 'list', filters] as const,
  audiences: ['announcements', 'admin', 'audiences'] as const,
};

export function useAdminAnnouncements(filters: AnnouncementFilters) {
  return useQuery({
    queryKey: adminAnnouncementKeys.list(filters),
    queryFn: ({ signal }) => api('GET /api/admin/announcements', { query: listQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncementAudiences() {
  return useQuery({
    queryKey: adminAnnouncementKeys.audiences,
    queryFn: ({ signal }) => api('GET /api/admin/announcements/audiences', { signal }),
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
      ? api('PUT /api/admin/announcements/:announcementId', { params: { announcementId: id }, body: input })
      : api('POST /api/admin/announcements', { body: input }),
  );
}

export function useDeleteAnnouncement() {
  return useAnnouncementMutation((id: string) => api('DELETE /api/admin/announcements/:announcementId', { params: { announcementId: id } }));
}

/** What saving would e-mail (recipient count and message), shown for the admin to confirm. */
export function usePreviewAnnouncementEmail() {
  return useMutation({ mutationFn: (input: AnnouncementInput) => api('POST /api/admin/announcements/email-preview', { body: input }) });
}
