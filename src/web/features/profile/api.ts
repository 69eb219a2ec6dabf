import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateMyPlayerInput } from '../../../shared/schemas/profile';
import { api } from '../../lib/api';
import { uploadPlayerPhoto } from '../photos';

// Private data: the key starts with 'me', so it is dropped at sign-out (decision 007).
export const profileKeys = { player: ['me', 'player'] as const };

export function useMyPlayer() {
  return useQuery({
    queryKey: profileKeys.player,
    queryFn: ({ signal }) => api('GET /api/me/player', { signal }),
  });
}

const putMyPlayer = (input: UpdateMyPlayerInput) => api('PUT /api/me/player', { body: input });

/** Save of the details form; failures get the spec's mutation toasts (§8). */
export function useUpdateMyPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMyPlayer,
    onSuccess: (player) => queryClient.setQueryData(profileKeys.player, player),
  });
}

/**
 * The photo widget saves at once (spec §8 "Photo Saved." / "Photo Save Failed"): upload for
 * the profile, then the record as saved with the new photo. Its own toasts say how it went.
 */
export function useSaveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, input }: { file: File | null; input: UpdateMyPlayerInput }) => {
      const photoUrl = file ? (await uploadPlayerPhoto(file, 'profile')).url : null;
      return putMyPlayer({ ...input, photo_url: photoUrl });
    },
    onSuccess: (player) => queryClient.setQueryData(profileKeys.player, player),
    meta: { errorToast: false },
  });
}
