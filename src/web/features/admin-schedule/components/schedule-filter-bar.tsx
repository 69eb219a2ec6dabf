import { SimpleGrid, TextInput } from '@mantine/core';
import type { AdminScheduleOptions } from '../../../../shared/api/admin-schedule';
import { GAME_STATUS_LABELS, GAME_STATUSES } from '../../../../shared/games';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SeasonDivisionFilters } from '../../../components/ui/season-division-filters';
import type { FilterChange } from '../../../lib/list-filters';
import type { ScheduleFilters } from '../filters';

interface ScheduleFilterBarProps {
  filters: ScheduleFilters;
  options: AdminScheduleOptions | undefined;
  onChange: (change: FilterChange<ScheduleFilters>) => void;
}

const STATUS_OPTIONS = GAME_STATUSES.map((value) => ({ value, label: GAME_STATUS_LABELS[value] }));

/** Season, division, team, field, status and a date range; teams narrow to the chosen season and division. */
export function ScheduleFilterBar({ filters, options, onChange }: ScheduleFilterBarProps) {
  const teams = (options?.teams ?? []).filter(
    (t) => (!filters.seasonId || t.season_id === filters.seasonId) && (!filters.divisionId || t.division_id === filters.divisionId),
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <SeasonDivisionFilters
        seasons={(options?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))}
        divisions={(options?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))}
        seasonId={filters.seasonId}
        divisionId={filters.divisionId}
        onSeason={(seasonId) => onChange({ seasonId })}
        onDivision={(divisionId) => onChange({ divisionId })}
      />
      <FilterSelect
        label="Team"
        allLabel="All teams"
        options={teams.map((t) => ({ value: t.id, label: t.name }))}
        chosenLabel="Chosen team"
        value={filters.teamId}
        onChange={(teamId) => onChange({ teamId })}
      />
      <FilterSelect
        label="Field"
        allLabel="All fields"
        options={(options?.fields ?? []).map((f) => ({ value: f.id, label: `${f.name}, ${f.venue_name}` }))}
        chosenLabel="Chosen field"
        value={filters.fieldId}
        onChange={(fieldId) => onChange({ fieldId })}
      />
      <FilterSelect label="Status" allLabel="Any status" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => onChange({ status })} />
      <TextInput label="From" type="date" value={filters.from ?? ''} onChange={(event) => onChange({ from: event.currentTarget.value || null })} />
      <TextInput label="To" type="date" value={filters.to ?? ''} onChange={(event) => onChange({ to: event.currentTarget.value || null })} />
    </SimpleGrid>
  );
}
