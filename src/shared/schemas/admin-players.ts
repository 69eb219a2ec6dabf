// zod/mini (decision 006). The admin's player form takes each field it shares with the
// waitlist form from the waitlist step schemas, so the messages are the spec's (§5) and
// written once.
import { z } from 'zod/mini';
import { contactHealthSchema, experienceSchema, kitSchema, personalInfoSchema } from './waitlist';

const personal = personalInfoSchema.shape;
const experience = experienceSchema.shape;
const kit = kitSchema.shape;
const contact = contactHealthSchema.shape;

/**
 * PATCH /api/admin/players/:playerId. Every field may be left out (kept as it is); the ones a
 * player record may lack can be cleared with null. Names cannot be cleared.
 */
export const updatePlayerInputSchema = z.object({
  first_name: z.optional(personal.first_name),
  last_name: z.optional(personal.last_name),
  email: z.optional(z.nullable(personal.email)),
  phone_number: z.optional(z.nullable(personal.phone_number)),
  date_of_birth: z.optional(z.nullable(personal.date_of_birth)),
  gender: z.optional(z.nullable(personal.gender)),
  jersey_size: z.optional(z.nullable(kit.jersey_size)),
  positions_played: z.optional(experience.positions_played).check(z.describe("When given, at least one position (the waitlist's rule).")),
  preferred_position: z.optional(z.nullable(experience.preferred_position)),
  skill_level: z.optional(z.nullable(experience.skill_level)),
  emergency_contact_name: z.optional(z.nullable(contact.emergency_contact_name)),
  emergency_contact_phone: z.optional(z.nullable(contact.emergency_contact_phone)),
});
export type UpdatePlayerInput = z.infer<typeof updatePlayerInputSchema>;
