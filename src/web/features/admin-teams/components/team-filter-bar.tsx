import { SimpleGrid } from '@mantine/core';
import type { AdminTeamOptions } from '../../../../shared/api/teams';
import { SeasonDivisionFilters } from '../../../components/ui/season-division-filters';
import { SearchFilter } from '../../../components/ui/search-filter';
import type { FilterChange } from '../../../lib/list-filters';
import type { TeamFilters } from '../filters';

interface TeamFilterBarProps {
  filters: TeamFilters;
  options: AdminTeamOptions | undefined;
  onChange: (change: FilterChange<TeamFilters>) => void;
}

export function TeamFilterBar({ filters, options, onChange }: TeamFilterBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <SearchFilter label="Search" placeholder="Team name" value={filters.q} onSearch={(q) => onChange({ q })} />
      <SeasonDivisionFilters
        seasons={(options?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))}
        divisions={(options?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))}
        seasonId={filters.seasonId}
        divisionId={filters.divisionId}
        onSeason={(seasonId) => onChange({ seasonId })}
        onDivision={(divisionId) => onChange({ divisionId })}
      />
    </SimpleGrid>
  );
}
