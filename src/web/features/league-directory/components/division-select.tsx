import { NativeSelect } from '@mantine/core';
import type { DivisionChoice } from '../../../../shared/api/league-directory';

/** The division picker of the league directory: every division, or one. */
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
