import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  NO_REGISTRATION,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type AdminPlayerFilterOptions,
  type RegistrationFilter,
} from '../../../../shared/players-admin-api';
import type { PlayerFilters } from '../filters';

interface FilterBarProps {
  filters: PlayerFilters;
  options: AdminPlayerFilterOptions;
  onChange: (change: Partial<Omit<PlayerFilters, 'page'>>) => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Any registration' },
  ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: REGISTRATION_STATUS_LABELS[s] })),
  { value: NO_REGISTRATION, label: 'Not registered' },
];
const SEARCH_DEBOUNCE_MS = 300;

/** Keeps a chosen id selectable while the options are still loading (or came from a link). */
function withCurrent(options: { value: string; label: string }[], current: string | null, label: string) {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label }];
}

export function PlayerFilterBar({ filters, options, onChange }: FilterBarProps) {
  const [q, setQ] = useState(filters.q);
  const search = useDebouncedCallback((value: string) => onChange({ q: value }), SEARCH_DEBOUNCE_MS);
  const seasonName = new Map(options.seasons.map((season) => [season.id, season.name]));
  // Teams of the chosen season and division only: a team outside them could match nobody.
  const teams = options.teams
    .filter((t) => (!filters.seasonId || t.season_id === filters.seasonId) && (!filters.divisionId || t.division_id === filters.divisionId))
    // Team names repeat from season to season: without a chosen season, the season tells them apart.
    .map((t) => ({ value: t.id, label: filters.seasonId ? t.name : `${t.name} (${seasonName.get(t.season_id) ?? 'season'})` }));
  const teamFits = (teamId: string | null, seasonId: string | null, divisionId: string | null) => {
    const team = options.teams.find((t) => t.id === teamId);
    return !team || ((!seasonId || team.season_id === seasonId) && (!divisionId || team.division_id === divisionId));
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <TextInput
        label="Search"
        type="search"
        placeholder="Name, email or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <NativeSelect
        label="Season"
        data={[{ value: '', label: 'All seasons' }, ...withCurrent(options.seasons.map((s) => ({ value: s.id, label: s.name })), filters.seasonId, 'Chosen season')]}
        value={filters.seasonId ?? ''}
        onChange={(event) => {
          const seasonId = event.currentTarget.value || null;
          onChange({ seasonId, teamId: teamFits(filters.teamId, seasonId, filters.divisionId) ? filters.teamId : null });
        }}
      />
      <NativeSelect
        label="Division"
        data={[{ value: '', label: 'All divisions' }, ...withCurrent(options.divisions.map((d) => ({ value: d.id, label: d.name })), filters.divisionId, 'Chosen division')]}
        value={filters.divisionId ?? ''}
        onChange={(event) => {
          const divisionId = event.currentTarget.value || null;
          onChange({ divisionId, teamId: teamFits(filters.teamId, filters.seasonId, divisionId) ? filters.teamId : null });
        }}
      />
      <NativeSelect
        label="Team"
        data={[{ value: '', label: 'All teams' }, ...withCurrent(teams, filters.teamId, 'Chosen team')]}
        value={filters.teamId ?? ''}
        onChange={(event) => onChange({ teamId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label="Registration"
        data={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: (event.currentTarget.value || null) as RegistrationFilter | null })}
      />
    </SimpleGrid>
  );
}
