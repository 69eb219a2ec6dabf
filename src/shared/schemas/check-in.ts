// zod/mini (decision 006): the check-in page's request bodies, shared by the page and the server (issue 24, decision 083).
import { z } from 'zod/mini';
import { CHECK_IN_MESSAGES } from '../check-in';
import { idField } from './ids';
import { textField } from './text';

export const CHECK_IN_REASON_MAX = 500;
export const CHECK_IN_CLIENT_KEY_MESSAGE = 'client_key must be a UUID chosen by the device.';
export const SCANNED_AT_MESSAGE = 'scanned_at must be the moment the player was checked in (ISO 8601).';

/**
 * POST /api/games/{gameId}/check-ins: the player (player_id, a tap on the list) or their pass
 * (pass_token, a scan); the device's id for this write; when it happened on the device; and a
 * reason when the player is flagged (unpaid, waiver not signed, suspended).
 */
export const checkInInputSchema = z
  .object({
    client_key: idField(CHECK_IN_CLIENT_KEY_MESSAGE),
    player_id: z.optional(idField('player_id must be a player of this game.')),
    pass_token: z.optional(textField({ max: 200, tooLong: CHECK_IN_MESSAGES.badPass, required: CHECK_IN_MESSAGES.badPass })),
    scanned_at: z.iso.datetime({ error: SCANNED_AT_MESSAGE }),
    reason: z.optional(z.nullable(textField({ max: CHECK_IN_REASON_MAX, tooLong: `A reason must be at most ${CHECK_IN_REASON_MAX} characters.` }))),
  })
  .check(
    z.refine((body) => (body.player_id === undefined) !== (body.pass_token === undefined), {
      message: CHECK_IN_MESSAGES.playerOrPass,
      path: ['player_id'],
    }),
  );
export type CheckInInput = z.infer<typeof checkInInputSchema>;
