import { FilterSelect, type FilterOption } from './filter-select';

interface SeasonDivisionFiltersProps {
  seasons: readonly FilterOption[];
  divisions: readonly FilterOption[];
  seasonId: string | null;
  divisionId: string | null;
  onSeason: (seasonId: string | null) => void;
  onDivision: (divisionId: string | null) => void;
}

/** The admin lists' Season and Division selects; a chosen one stays selectable while options load. */
export function SeasonDivisionFilters({ seasons, divisions, seasonId, divisionId, onSeason, onDivision }: SeasonDivisionFiltersProps) {
  return (
    <>
      <FilterSelect label="Season" allLabel="All seasons" options={seasons} chosenLabel="Chosen season" value={seasonId} onChange={onSeason} />
      <FilterSelect label="Division" allLabel="All divisions" options={divisions} chosenLabel="Chosen division" value={divisionId} onChange={onDivision} />
    </>
  );
}
