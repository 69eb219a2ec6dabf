import { useMutation } from '@tanstack/react-query';
import type { PhotoUploadPurpose } from '../../../shared/photos';
import { api } from '../../lib/api';

export function uploadPlayerPhoto(file: File, purpose: PhotoUploadPurpose) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('purpose', purpose);
  return api('POST /api/uploads/player-photos', { body: form });
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
