// zod/mini (decision 006): the admin settings form uses it too.
import { z } from 'zod/mini';

/** PUT /api/admin/settings */
export const updateAdminSettingsInputSchema = z.object({
  waitlist_enabled: z.boolean({ error: 'Waitlist mode must be on or off.' }),
});
export type UpdateAdminSettingsInput = z.infer<typeof updateAdminSettingsInputSchema>;
