import type { AdminRankings } from '../../../shared/api/rankings';
import type { CreateStandingsAdjustmentInput } from '../../../shared/schemas/rankings';

/** The adjustment form as typed: points as text, so a half-typed "-" stays on screen. */
export interface AdjustmentValues {
  team_id: string;
  points: string;
  reason: string;
}

export const EMPTY_ADJUSTMENT: AdjustmentValues = { team_id: '', points: '', reason: '' };

/**
 * The request as typed: points that are not a number stay NaN (0 when empty), so the shared
 * schema names them with its message rather than the form guessing what was meant.
 */
export function adjustmentRequest(values: AdjustmentValues): CreateStandingsAdjustmentInput {
  const typed = values.points.trim();
  return { team_id: values.team_id, points: typed === '' ? 0 : Number(typed), reason: values.reason.trim() };
}

/** The team choice, grouped by division as the live tables list them. */
export function teamChoices(divisions: AdminRankings['divisions']) {
  return divisions.map((division) => ({
    group: division.live.division_name,
    items: [...division.live.rows].sort((a, b) => a.team_name.localeCompare(b.team_name)).map((row) => ({ value: row.team_id, label: row.team_name })),
  }));
}
