// Request schemas of the rankings admin (decision 041): the forms and the server check with the same messages.
import { z } from 'zod/mini';
import { idField } from './ids';

export const STANDINGS_ADJUSTMENT_LIMITS = { points: 100, reason: 500 } as const;

/** The messages the admin forms and the server give (422 under the field). */
export const RANKINGS_MESSAGES = {
  team: 'Choose a team.',
  points: `Points must be a whole number from -${STANDINGS_ADJUSTMENT_LIMITS.points} to ${STANDINGS_ADJUSTMENT_LIMITS.points}, not 0.`,
  reason: `Give the reason, at most ${STANDINGS_ADJUSTMENT_LIMITS.reason} characters.`,
  season: 'Choose a season.',
  divisions: 'Choose divisions of this season.',
} as const;

const isAdjustmentPoints = (n: number) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= STANDINGS_ADJUSTMENT_LIMITS.points;

/** POST /api/admin/rankings/adjustments: points (-100..100, not 0) for a team, with the reason. */
export const createStandingsAdjustmentSchema = z.object({
  team_id: idField(RANKINGS_MESSAGES.team),
  points: z.number({ error: RANKINGS_MESSAGES.points }).check(z.refine(isAdjustmentPoints, RANKINGS_MESSAGES.points)),
  reason: z
    .string({ error: RANKINGS_MESSAGES.reason })
    .check(z.trim(), z.minLength(1, RANKINGS_MESSAGES.reason), z.maxLength(STANDINGS_ADJUSTMENT_LIMITS.reason, RANKINGS_MESSAGES.reason)),
});
export type CreateStandingsAdjustmentInput = z.output<typeof createStandingsAdjustmentSchema>;

/** POST /api/admin/rankings/publish: publishes the live tables of a season (every division, or those listed). */
export const publishRankingsSchema = z.object({
  season_id: idField(RANKINGS_MESSAGES.season),
  division_ids: z.optional(z.array(idField(RANKINGS_MESSAGES.divisions), { error: RANKINGS_MESSAGES.divisions })),
});
export type PublishRankingsInput = z.output<typeof publishRankingsSchema>;
