import { desc, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { seasons } from '../../db/schema/index';
import type { SeasonStatus } from '../../../shared/seasons';

/**
 * "The current season": the ONE definition every page uses when no season is asked for.
 *
 *   1. the active season (the one being played);
 *   2. else the season taking registrations (between seasons, the next one is what the league
 *      is busy with: the dashboard's registration and waitlist figures, the home page's season);
 *   3. else the newest (by start date, then creation), so a league whose last season ended
 *      still shows it rather than nothing.
 *
 * Decision 026 (dashboard) said exactly this; decision 027 (public pages) skipped step 2. The
 * pages need step 2: between seasons the dashboard's figures and the home page's "current
 * season" must be the season people are registering for, not a finished one. Two seasons in
 * the same step (two active at once should not happen) go to the newer one.
 */
export interface SeasonForCurrent {
  id: string;
  status: string;
}

/** Ranks of the rule above, for a list already ordered newest first. */
export function currentSeasonOf<S extends SeasonForCurrent>(newestFirst: readonly S[]): S | null {
  return newestFirst.find((s) => s.status === 'active') ?? newestFirst.find((s) => s.status === 'registration') ?? newestFirst[0] ?? null;
}

/** The newest-first order the rule reads seasons in (also the season pickers' order). */
export const newestSeasonsFirst = [desc(seasons.startDate), desc(seasons.createdAt), desc(seasons.id)];

/** The current season (rule above) straight from the database; null when there is no season. */
export async function findCurrentSeason(db: Database | Transaction): Promise<{ id: string; name: string; status: SeasonStatus } | null> {
  const [row] = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(sql`case ${seasons.status} when 'active' then 0 when 'registration' then 1 else 2 end`, ...newestSeasonsFirst)
    .limit(1);
  return row ?? null;
}
