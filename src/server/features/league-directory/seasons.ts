import { desc, sql } from 'drizzle-orm';
import type { SeasonChoice } from '../../../shared/league-directory';
import type { Database } from '../../db/client';
import { seasons } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/** Every season, newest first (the pickers' order). */
export async function listSeasonChoices(db: Database): Promise<SeasonChoice[]> {
  return db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(desc(seasons.startDate), desc(seasons.createdAt), desc(seasons.id));
}

/**
 * The season public pages show when none is asked for: the active one, else the newest.
 * Two active seasons at once should not happen; the newer one wins if it does.
 */
export async function findCurrentSeason(db: Database): Promise<SeasonChoice | null> {
  const [row] = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(sql`(${seasons.status} = 'active') desc`, desc(seasons.startDate), desc(seasons.createdAt), desc(seasons.id))
    .limit(1);
  return row ?? null;
}

/** The season asked for (404 when there is no such season), else the current one. */
export function chosenSeason(all: SeasonChoice[], seasonId: string | undefined): SeasonChoice | null {
  if (seasonId) {
    const season = all.find((s) => s.id === seasonId);
    if (!season) throw notFound('That season');
    return season;
  }
  return all.find((s) => s.status === 'active') ?? all[0] ?? null;
}
