// zod/mini (decision 006): the admin waitlist page uses this form schema too.
import { z } from 'zod/mini';

const PRIORITY_MESSAGE = 'Priority must be a whole number of at least 1.';

/** PATCH /api/admin/waitlist/:entryId */
export const updateWaitlistPriorityInputSchema = z.object({
  waitlist_priority: z.number({ error: PRIORITY_MESSAGE }).check(z.int(PRIORITY_MESSAGE), z.gte(1, PRIORITY_MESSAGE), z.lte(1_000_000, PRIORITY_MESSAGE)),
});
export type UpdateWaitlistPriorityInput = z.infer<typeof updateWaitlistPriorityInputSchema>;
