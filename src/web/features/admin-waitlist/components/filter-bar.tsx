import { SimpleGrid } from '@mantine/core';
import { WAITLIST_STATUSES } from '../../../../shared/waitlist';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SeasonDivisionFilters } from '../../../components/ui/season-division-filters';
import { SearchFilter } from '../../../components/ui/search-filter';
import type { SelectOption } from '../filter-options';
import type { WaitlistFilters } from '../filters';
import type { FilterChange } from '../../../lib/list-filters';
import { STATUS_LABELS } from '../status';

interface FilterBarProps {
  filters: WaitlistFilters;
  seasons: SelectOption[];
  divisions: SelectOption[];
  onChange: (change: FilterChange<WaitlistFilters>) => void;
}

const STATUS_OPTIONS = WAITLIST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export function FilterBar({ filters, seasons, divisions, onChange }: FilterBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <SearchFilter label="Search" placeholder="Name, email or phone" value={filters.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => onChange({ status })} />
      <SeasonDivisionFilters
        seasons={seasons}
        divisions={divisions}
        seasonId={filters.seasonId}
        divisionId={filters.divisionId}
        onSeason={(seasonId) => onChange({ seasonId })}
        onDivision={(divisionId) => onChange({ divisionId })}
      />
    </SimpleGrid>
  );
}
