import { NativeSelect } from '@mantine/core';
import type { SeasonChoice } from '../../../../shared/api/league-directory';

/** The season whose tables an admin page shows. */
export function SeasonSelect({
  seasons,
  season,
  onChange,
}: {
  seasons: readonly SeasonChoice[];
  season: SeasonChoice | null;
  onChange: (seasonId: string | null) => void;
}) {
  return (
    <NativeSelect
      label="Season"
      maw={320}
      data={seasons.length ? seasons.map((s) => ({ value: s.id, label: s.name })) : [{ value: '', label: 'No seasons yet' }]}
      value={season?.id ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
