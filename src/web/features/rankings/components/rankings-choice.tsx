import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { SeasonChoice } from '../../../../shared/api/league-directory';
import type { NamedOption } from '../../../../shared/api/page';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SeasonSelect } from '../../../components/ui/season-select';
import type { RankingsFilters } from '../filters';

interface RankingsChoiceProps {
  seasons: readonly SeasonChoice[];
  /** The season shown (the server's current one when none is chosen). */
  season: SeasonChoice | null;
  divisions: readonly NamedOption[];
  divisionId: string | null;
  /** "All divisions" (/rankings), or null where one division is always shown (/rankings-enhanced). */
  allDivisionsLabel: string | null;
  /** The division shown when none is chosen (/rankings-enhanced: the first by name). */
  shownDivisionId?: string | null;
  label: string;
  onChange: (change: Partial<RankingsFilters>) => void;
}

/** Season and division, as the rankings pages choose them. */
export function RankingsChoice({ seasons, season, divisions, divisionId, allDivisionsLabel, shownDivisionId, label, onChange }: RankingsChoiceProps) {
  const divisionOptions = divisions.map((d) => ({ value: d.id, label: d.name }));
  return (
    <SimpleGrid component="form" role="search" aria-label={label} cols={{ base: 1, xs: 2 }} spacing="sm" maw={640} onSubmit={(e) => e.preventDefault()}>
      <SeasonSelect size="md" seasons={seasons} value={season?.id ?? null} onChange={(seasonId) => onChange({ seasonId })} />
      {allDivisionsLabel === null ? (
        <NativeSelect
          size="md"
          label="Division"
          data={divisionOptions.length ? divisionOptions : [{ value: '', label: 'No divisions yet' }]}
          value={divisionId ?? shownDivisionId ?? ''}
          onChange={(event) => onChange({ divisionId: event.currentTarget.value || null })}
        />
      ) : (
        <FilterSelect
          size="md"
          label="Division"
          allLabel={allDivisionsLabel}
          options={divisionOptions}
          chosenLabel="Chosen division"
          value={divisionId}
          onChange={(chosen) => onChange({ divisionId: chosen })}
        />
      )}
    </SimpleGrid>
  );
}
