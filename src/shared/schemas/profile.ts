// zod/mini (decision 006). The profile form shares the waitlist form's fields and messages
// (product.md: "same fields and messages as the waitlist form where they overlap"), so each
// field is taken from the waitlist step schemas rather than written again.
import { z } from 'zod/mini';
import { contactHealthSchema, experienceSchema, kitSchema, personalInfoSchema } from './waitlist';

const personal = personalInfoSchema.shape;
const experience = experienceSchema.shape;
const kit = kitSchema.shape;
const contact = contactHealthSchema.shape;

/**
 * PUT /api/me/player. The whole profile each time: an optional field left out is stored as
 * empty (no photo, no jersey size, no positions).
 */
export const updateMyPlayerInputSchema = z.object({
  first_name: personal.first_name,
  last_name: personal.last_name,
  phone_number: personal.phone_number,
  photo_url: kit.photo_url,
  jersey_size: z.optional(z.nullable(kit.jersey_size)),
  positions_played: z.optional(experience.positions_played).check(z.describe("When given, at least one position (the waitlist's rule).")),
  preferred_position: z.optional(z.nullable(experience.preferred_position)),
  emergency_contact_name: contact.emergency_contact_name,
  emergency_contact_phone: contact.emergency_contact_phone,
});
export type UpdateMyPlayerInput = z.infer<typeof updateMyPlayerInputSchema>;
export type UpdateMyPlayerFormValues = z.input<typeof updateMyPlayerInputSchema>;
