// zod/mini (decision 006): the adjust dialog and PUT /api/admin/discipline/adjustments share it.
import { z } from 'zod/mini';
import { idField, UUID_PATTERN } from './ids';

/** The table's check (suspension_adjustments_games_check). */
export const SUSPENSION_ADJUSTMENT_GAMES_MAX = 20;
export const SUSPENSION_REASON_MAX = 500;

export const DISCIPLINE_MESSAGES = {
  season: 'Choose a season.',
  player: 'Choose a player.',
  suspensionKey: 'Choose a suspension of this player.',
  games: `Games must be a whole number from 0 to ${SUSPENSION_ADJUSTMENT_GAMES_MAX} (0 lifts the suspension).`,
  reason: `Give a reason of 1 to ${SUSPENSION_REASON_MAX} characters.`,
  notFound: 'That suspension',
} as const;

/** "red:{eventId}" or "yellows:{n}" (src/shared/discipline.ts). */
const SUSPENSION_KEY_PATTERN = new RegExp(`^(red:${UUID_PATTERN.source.slice(1, -1)}|yellows:[1-9]\\d{0,3})$`, 'i');

/** The dialog's fields: a new length (0 lifts) and why. */
export const suspensionAdjustmentFields = {
  games: z
    .number({ error: DISCIPLINE_MESSAGES.games })
    .check(z.int(DISCIPLINE_MESSAGES.games), z.gte(0, DISCIPLINE_MESSAGES.games), z.lte(SUSPENSION_ADJUSTMENT_GAMES_MAX, DISCIPLINE_MESSAGES.games)),
  reason: z
    .string({ error: DISCIPLINE_MESSAGES.reason })
    .check(z.trim(), z.minLength(1, DISCIPLINE_MESSAGES.reason), z.maxLength(SUSPENSION_REASON_MAX, DISCIPLINE_MESSAGES.reason)),
};

export const suspensionAdjustmentFormSchema = z.object(suspensionAdjustmentFields);
export type SuspensionAdjustmentFormInput = z.infer<typeof suspensionAdjustmentFormSchema>;

/** PUT /api/admin/discipline/adjustments: sets one suspension's length; sending it again changes nothing. */
export const adjustSuspensionInputSchema = z.object({
  season_id: idField(DISCIPLINE_MESSAGES.season),
  player_id: idField(DISCIPLINE_MESSAGES.player),
  suspension_key: z.string({ error: DISCIPLINE_MESSAGES.suspensionKey }).check(z.regex(SUSPENSION_KEY_PATTERN, DISCIPLINE_MESSAGES.suspensionKey)),
  ...suspensionAdjustmentFields,
});
export type AdjustSuspensionInput = z.infer<typeof adjustSuspensionInputSchema>;
