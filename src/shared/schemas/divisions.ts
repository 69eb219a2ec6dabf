// zod/mini (decision 006): the admin division form uses this schema too.
import { z } from 'zod/mini';

export const DIVISION_MESSAGES = {
  name: 'Division name is required.',
  nameLong: 'Division name must be at most 80 characters.',
  description: 'Description must be at most 500 characters.',
  duplicate: 'A division with this name already exists.',
} as const;

/** POST /api/admin/divisions and PUT /api/admin/divisions/:divisionId */
export const divisionInputSchema = z.object({
  name: z.string({ error: DIVISION_MESSAGES.name }).check(z.trim(), z.minLength(1, DIVISION_MESSAGES.name), z.maxLength(80, DIVISION_MESSAGES.nameLong)),
  description: z.optional(z.string({ error: DIVISION_MESSAGES.description }).check(z.trim(), z.maxLength(500, DIVISION_MESSAGES.description))),
});
export type DivisionInput = z.infer<typeof divisionInputSchema>;
