// Response shapes of the discipline API (decision 042); the web imports types only.
import { z } from 'zod/mini';
import { instant, rowId } from '../schemas/formats';
import { seasonChoiceSchema } from './league-directory';
import { namedOptionSchema } from './page';

export const SUSPENSION_STATUSES = ['serving', 'served', 'lifted'] as const;
export const suspensionStatusSchema = z.enum(SUSPENSION_STATUSES);
export type SuspensionStatusValue = z.output<typeof suspensionStatusSchema>;

/** The league settings the suspensions were derived with. */
export const disciplineRulesSchema = z.object({
  red_card_suspension_games: z.number(),
  yellow_cards_per_suspension: z.number(),
  yellow_card_suspension_games: z.number(),
});
export type DisciplineRulesAnswer = z.output<typeof disciplineRulesSchema>;

/** An admin's length for a suspension, with the reason and who set it. */
export const suspensionAdjustmentSchema = z.object({
  games: z.number(),
  reason: z.string(),
  adjusted_by: z.nullable(z.string()).check(z.describe("The admin's name; null when their account is gone.")),
  adjusted_at: instant().check(z.describe('ISO 8601')),
});

export const suspensionSchema = z.object({
  key: z.string().check(z.describe('"red:{eventId}" or "yellows:{n}": with the player, what an adjustment names.')),
  player: namedOptionSchema,
  team: namedOptionSchema,
  reason: z.enum(['red_card', 'yellow_cards']),
  yellow_cards: z.nullable(z.number()).check(z.describe('The yellow card count that caused it (5, 10, …); null for a red card.')),
  reason_label: z.string().check(z.describe('"Red card" or "5 yellow cards".')),
  origin_game: z
    .object({
      id: rowId(),
      starts_at: instant().check(z.describe('ISO 8601')),
      opponent_name: z.string(),
    })
    .check(z.describe('The game of the card.')),
  rule_games: z.number().check(z.describe("The length the league's rules give.")),
  games: z.number().check(z.describe("The length in force (the adjustment's when there is one).")),
  served: z.number(),
  remaining: z.number(),
  status: suspensionStatusSchema,
  adjustment: z.nullable(suspensionAdjustmentSchema),
});
export type SuspensionItem = z.output<typeof suspensionSchema>;

/**
 * GET /api/admin/discipline?season_id=: the season's suspensions (the current season's when
 * none is asked for), serving ones first, then the newest; and the rules in force.
 */
export const adminDisciplineSchema = z.object({
  seasons: z.array(seasonChoiceSchema),
  season: z.nullable(seasonChoiceSchema),
  rules: disciplineRulesSchema,
  suspensions: z.array(suspensionSchema),
});
export type AdminDiscipline = z.output<typeof adminDisciplineSchema>;
