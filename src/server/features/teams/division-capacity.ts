import { and, count, eq } from 'drizzle-orm';
import { MAX_TEAMS_PER_DIVISION, TEAM_MESSAGES } from '../../../shared/admin-teams';
import type { Transaction } from '../../db/client';
import { divisions, teams } from '../../db/schema/index';
import { AppError } from '../../http/errors';

/**
 * Refuses to put more than MAX_TEAMS_PER_DIVISION teams in a season's division: every path that
 * creates a team calls it in its inserting transaction (the admin's team form, the schedule
 * import). The division's row is locked first, so two saves at once count one after the other.
 * A 409 under `path`, the field the caller chose the division with (decision 057).
 */
export async function assertDivisionHasRoom(tx: Transaction, place: { seasonId: string; divisionId: string; adding: number; path: string }): Promise<void> {
  if (place.adding <= 0) return;
  await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, place.divisionId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(teams)
    .where(and(eq(teams.seasonId, place.seasonId), eq(teams.divisionId, place.divisionId)));
  const existing = row?.n ?? 0;
  if (existing + place.adding > MAX_TEAMS_PER_DIVISION) {
    const message = TEAM_MESSAGES.divisionFull(existing, place.adding);
    throw new AppError('CONFLICT', message, [{ path: place.path, message }]);
  }
}
