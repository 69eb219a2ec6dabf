import { useMutation } from '@tanstack/react-query';
import type { PhotoUploadPurpose, PhotoUploadResult } from '../../../shared/photos';
import { apiRequest } from '../../lib/api-client';

export function uploadPlayerPhoto(file: File, purpose: PhotoUploadPurpose): Promise<PhotoUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('purpose', purpose);
  return apiRequest<PhotoUploadResult>('/api/uploads/player-photos', { method: 'POST', body: form });
}

/**
 * The callers say what failed in their own words (spec §8 "Failed to upload photo…"), so
 * the global mutation toast stays quiet.
 */
export function useUploadPlayerPhoto() {
  return useMutation({
    mutationFn: ({ file, purpose }: { file: File; purpose: PhotoUploadPurpose }) => uploadPlayerPhoto(file, purpose),
    meta: { errorToast: false },
  });
}
