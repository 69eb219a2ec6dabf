import type { SeasonChoice } from '../../../shared/api/league-directory';
import type { Database } from '../../db/client';
import { seasons } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { currentSeasonOf, newestSeasonsFirst } from './current-season';

/** Every season, newest first (the pickers' order). */
export async function listSeasonChoices(db: Database): Promise<SeasonChoice[]> {
  return db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(...newestSeasonsFirst);
}

/** The season asked for (404 when there is no such season), else the current one (seasons/current-season.ts). */
export function chosenSeason(all: SeasonChoice[], seasonId: string | undefined): SeasonChoice | null {
  if (seasonId) {
    const season = all.find((s) => s.id === seasonId);
    if (!season) throw notFound('That season');
    return season;
  }
  return currentSeasonOf(all);
}
