import { SimpleGrid } from '@mantine/core';
import type { AdminPlayerFilterOptions } from '../../../../shared/api/players';
import { NO_REGISTRATION, type RegistrationFilter } from '../../../../shared/admin-players';
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from '../../../../shared/registrations';
import { FilterSelect, type FilterOption } from '../../../components/ui/filter-select';
import { SearchFilter } from '../../../components/ui/search-filter';
import { SeasonDivisionFilters } from '../../../components/ui/season-division-filters';
import type { FilterChange } from '../../../lib/list-filters';
import type { PlayerFilters } from '../filters';

interface FilterBarProps {
  filters: PlayerFilters;
  options: AdminPlayerFilterOptions;
  onChange: (change: FilterChange<PlayerFilters>) => void;
}

const STATUS_OPTIONS: FilterOption<RegistrationFilter>[] = [
  ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] })),
  { value: NO_REGISTRATION, label: 'Not registered' },
];

export function PlayerFilterBar({ filters, options, onChange }: FilterBarProps) {
  const seasonName = new Map(options.seasons.map((season) => [season.id, season.name]));
  // Teams of the chosen season and division only: a team outside them could match nobody.
  const teams = options.teams
    .filter((t) => (!filters.seasonId || t.season_id === filters.seasonId) && (!filters.divisionId || t.division_id === filters.divisionId))
    // Team names repeat from season to season: without a chosen season, the season tells them apart.
    .map((t) => ({ value: t.id, label: filters.seasonId ? t.name : `${t.name} (${seasonName.get(t.season_id) ?? 'season'})` }));
  // A team belongs to one season and division: changing either drops a chosen team that no longer fits.
  const teamFits = (teamId: string | null, seasonId: string | null, divisionId: string | null) => {
    const team = options.teams.find((t) => t.id === teamId);
    return !team || ((!seasonId || team.season_id === seasonId) && (!divisionId || team.division_id === divisionId));
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <SearchFilter label="Search" placeholder="Name, email or phone" value={filters.q} onSearch={(q) => onChange({ q })} />
      <SeasonDivisionFilters
        seasons={options.seasons.map((s) => ({ value: s.id, label: s.name }))}
        divisions={options.divisions.map((d) => ({ value: d.id, label: d.name }))}
        seasonId={filters.seasonId}
        divisionId={filters.divisionId}
        onSeason={(seasonId) => onChange({ seasonId, teamId: teamFits(filters.teamId, seasonId, filters.divisionId) ? filters.teamId : null })}
        onDivision={(divisionId) => onChange({ divisionId, teamId: teamFits(filters.teamId, filters.seasonId, divisionId) ? filters.teamId : null })}
      />
      <FilterSelect
        label="Team"
        allLabel="All teams"
        options={teams}
        chosenLabel="Chosen team"
        value={filters.teamId}
        onChange={(teamId) => onChange({ teamId })}
      />
      <FilterSelect
        label="Registration"
        allLabel="Any registration"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
    </SimpleGrid>
  );
}
