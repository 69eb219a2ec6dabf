import { Box, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { PublicSchedule } from '../../../../shared/api/schedule';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SeasonSelect } from '../../../components/ui/season-select';
import { activeScheduleFilterCount, type ScheduleFilters } from '../filters';

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

/**
 * On a phone the four filters took the whole first screen (issue 20 item 10): there they fold
 * behind one button that says how many are on, so the games come first; wider, they stand open.
 */
export function FoldedScheduleFilters(props: ScheduleFilterBarProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <ScheduleFilterBar {...props} />;
  const active = activeScheduleFilterCount(props.filters);
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        mih={44}
        aria-expanded={open}
        aria-controls={panelId}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={<IconChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        onClick={() => setOpen((was) => !was)}
      >
        {active === 0 ? 'Filters' : `Filters (${active} active)`}
      </Button>
      <Box id={panelId} hidden={!open}>
        <ScheduleFilterBar {...props} />
      </Box>
    </Stack>
  );
}
