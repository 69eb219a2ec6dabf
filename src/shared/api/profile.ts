// Response shapes of the profile API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, rowId } from '../schemas/formats';
import { JERSEY_SIZES, POSITIONS } from '../waitlist';

/** GET/PUT /api/me/player: the signed-in user's own player record. */
export const myPlayerSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.nullable(z.string()),
  photo_url: z.nullable(absoluteUrl()),
  jersey_size: z.nullable(z.enum(JERSEY_SIZES)),
  positions_played: z.array(z.enum(POSITIONS)),
  preferred_position: z.nullable(z.enum(POSITIONS)),
  emergency_contact_name: z.nullable(z.string()),
  emergency_contact_phone: z.nullable(z.string()),
});
export type MyPlayer = z.output<typeof myPlayerSchema>;

/** GET /api/me/player: null while the account has no player record yet. */
export const myPlayerOrNoneSchema = z.nullable(myPlayerSchema);
