// zod/mini (decision 006): the RSVP buttons and the server share this.
import { z } from 'zod/mini';
import { AVAILABILITY_STATUSES } from '../games';

export const AVAILABILITY_MESSAGES = {
  status: 'Choose Going, Maybe or Not going.',
} as const;

/** PUT /api/games/{gameId}/availability: the caller's own answer. */
export const setAvailabilityInputSchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES, { error: AVAILABILITY_MESSAGES.status }),
});
export type SetAvailabilityInput = z.infer<typeof setAvailabilityInputSchema>;
