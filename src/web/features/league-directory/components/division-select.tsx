import { NativeSelect } from '@mantine/core';
import type { DivisionChoice, SeasonChoice } from '../../../../shared/api/league-directory';

/** The season picker: the current season is preselected by the server when none is chosen. */
export function SeasonSelect({ seasons, value, onChange }: { seasons: SeasonChoice[]; value: string | null; onChange: (id: string | null) => void }) {
  return (
    <NativeSelect
      label="Season"
      data={seasons.length ? seasons.map((s) => ({ value: s.id, label: s.name })) : [{ value: '', label: 'No seasons yet' }]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}

export function DivisionSelect({ divisions, value, onChange }: { divisions: DivisionChoice[]; value: string | null; onChange: (id: string | null) => void }) {
  return (
    <NativeSelect
      label="Division"
      data={[{ value: '', label: 'All divisions' }, ...divisions.map((d) => ({ value: d.id, label: d.name }))]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
