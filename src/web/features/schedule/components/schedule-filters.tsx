import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PublicSchedule } from '../../../../shared/api/schedule';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SeasonSelect } from '../../../components/ui/season-select';
import type { ScheduleFilters } from '../filters';

interface ScheduleFilterBarProps {
  data: PublicSchedule;
  filters: ScheduleFilters;
  onChange: (change: Partial<Omit<ScheduleFilters, 'page'>>) => void;
}

/** Season, division, team and day; the team list narrows to the chosen division. */
export function ScheduleFilterBar({ data, filters, onChange }: ScheduleFilterBarProps) {
  const teams = filters.divisionId ? data.teams.filter((team) => team.division_id === filters.divisionId) : data.teams;
  return (
    <SimpleGrid
      component="form"
      role="search"
      aria-label="Filter the schedule"
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      onSubmit={(e) => e.preventDefault()}
    >
      <SeasonSelect size="md" seasons={data.seasons} value={data.season?.id ?? null} onChange={(seasonId) => onChange({ seasonId })} />
      <FilterSelect
        size="md"
        label="Division"
        allLabel="All divisions"
        options={data.divisions.map((d) => ({ value: d.id, label: d.name }))}
        chosenLabel="Chosen division"
        value={filters.divisionId}
        onChange={(divisionId) => onChange({ divisionId })}
      />
      <FilterSelect
        size="md"
        label="Team"
        allLabel="All teams"
        options={teams.map((t) => ({ value: t.id, label: t.name }))}
        chosenLabel="Chosen team"
        value={filters.teamId}
        onChange={(teamId) => onChange({ teamId })}
      />
      <Stack gap={2}>
        <TextInput size="md" type="date" label="Date" value={filters.date ?? ''} onChange={(event) => onChange({ date: event.currentTarget.value || null })} />
        {filters.date ? (
          <Button variant="subtle" size="sm" mih={44} px="xs" style={{ alignSelf: 'flex-start' }} onClick={() => onChange({ date: null })}>
            All dates
          </Button>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
