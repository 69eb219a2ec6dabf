import { NativeSelect, type MantineSize } from '@mantine/core';
import { useSearchParams } from 'react-router';

interface SeasonSelectProps {
  /** The seasons to choose from; undefined while they load (the picker says so, not "No seasons yet"). */
  seasons: readonly { id: string; name: string }[] | undefined;
  /** The season shown: the chosen one, or the one the server picked when none was chosen. */
  value: string | null;
  onChange: (seasonId: string | null) => void;
  maw?: number;
  size?: MantineSize;
}

/** The season picker of a page that shows one season at a time (the server preselects the current one). */
export function SeasonSelect({ seasons, value, onChange, maw, size }: SeasonSelectProps) {
  return (
    <NativeSelect
      label="Season"
      maw={maw}
      size={size}
      data={seasonOptions(seasons)}
      disabled={seasons === undefined}
      value={seasons === undefined ? '' : (value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}

function seasonOptions(seasons: SeasonSelectProps['seasons']) {
  if (seasons === undefined) return [{ value: '', label: 'Loading seasons...' }];
  if (seasons.length === 0) return [{ value: '', label: 'No seasons yet' }];
  return seasons.map((s) => ({ value: s.id, label: s.name }));
}

/**
 * The season of a page that keeps it in the address (?season_id=, as the API names it), for a
 * link or a reload to show the same one; null: none chosen, the server's current season.
 */
export function useSeasonParam(): [string | null, (seasonId: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const seasonId = search.get('season_id') || null;
  const setSeasonId = (next: string | null) => setSearch(next ? { season_id: next } : {}, { replace: true });
  return [seasonId, setSeasonId];
}
