import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface MergePair {
  primaryId: string;
  duplicateId: string;
}

export const playerMergeKeys = {
  all: ['admin', 'player-merge'] as const,
  duplicates: (page: number, q: string) => ['admin', 'player-merge', 'duplicates', page, q] as const,
  preview: (pair: MergePair) => ['admin', 'player-merge', 'preview', pair] as const,
  history: (page: number) => ['admin', 'player-merge', 'history', page] as const,
  search: (q: string) => ['admin', 'player-merge', 'search', q] as const,
};

export function useLikelyDuplicates(page: number, q: string) {
  return useQuery({
    queryKey: playerMergeKeys.duplicates(page, q),
    queryFn: ({ signal }) => api('GET /api/admin/player-merges/duplicates', { query: { page, q }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMergePreview(pair: MergePair | null) {
  return useQuery({
    queryKey: pair ? playerMergeKeys.preview(pair) : ['admin', 'player-merge', 'preview', 'none'],
    queryFn: ({ signal }) =>
      api('GET /api/admin/player-merges/preview', { query: { primary_id: pair?.primaryId ?? '', duplicate_id: pair?.duplicateId ?? '' }, signal }),
    enabled: pair !== null,
    // A preview is read just before a merge: never an old one.
    staleTime: 0,
  });
}

export function useMergeHistory(page: number) {
  return useQuery({
    queryKey: playerMergeKeys.history(page),
    queryFn: ({ signal }) => api('GET /api/admin/player-merges', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Players by name or e-mail, for picking a pair by hand. */
export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: playerMergeKeys.search(q),
    queryFn: ({ signal }) => api('GET /api/admin/players', { query: { q, page_size: 10 }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The page shows a refusal itself. */
export function useMergePlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: MergePair) => api('POST /api/admin/player-merges', { body: { primary_id: pair.primaryId, duplicate_id: pair.duplicateId } }),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerMergeKeys.all }),
  });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: string) => api('POST /api/admin/player-merges/:mergeId/undo', { params: { mergeId } }),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerMergeKeys.all }),
  });
}
