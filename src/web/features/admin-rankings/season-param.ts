import { useSearchParams } from 'react-router';

/** The admin rankings pages' season, in the address as the API names it (null: the server's current season). */
export function useSeasonParam(): [string | null, (seasonId: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const seasonId = search.get('season_id') || null;
  const setSeasonId = (next: string | null) => setSearch(next ? { season_id: next } : {}, { replace: true });
  return [seasonId, setSeasonId];
}
