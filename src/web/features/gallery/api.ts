import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGalleryCaptionInput } from '../../../shared/schemas/gallery';
import { api } from '../../lib/api';

export const galleryKeys = {
  all: ['gallery'] as const,
  list: ['gallery', 'list'] as const,
};

/** Pages of photos, newest first, fetched one after another by "Load more". */
export function useGalleryPhotos() {
  return useInfiniteQuery({
    queryKey: galleryKeys.list,
    queryFn: ({ pageParam, signal }) => api('GET /api/gallery', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

/** Every change re-reads the list: a new photo goes first and the pages shift. */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: galleryKeys.all });
}

/** The upload form shows what went wrong next to its fields, so no global toast. */
export function useUploadGalleryPhoto() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('caption', caption);
      // Big camera photos on a slow phone connection take a while.
      return api('POST /api/admin/gallery', { body: form, timeoutMs: 120_000 });
    },
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}

export function useUpdateGalleryCaption() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGalleryCaptionInput }) => api('PATCH /api/admin/gallery/:photoId', { params: { photoId: id }, body }),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}

export function useDeleteGalleryPhoto() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/gallery/:photoId', { params: { photoId: id } }),
    onSuccess: refresh,
  });
}
