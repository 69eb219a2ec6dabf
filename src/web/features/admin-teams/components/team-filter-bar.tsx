import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminTeamOptions } from '../../../../shared/teams-admin-api';
import type { TeamFilters } from '../filters';

interface TeamFilterBarProps {
  filters: TeamFilters;
  options: AdminTeamOptions | undefined;
  onChange: (change: Partial<Omit<TeamFilters, 'page'>>) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Keeps a chosen id selectable while the option list is still loading (or came from a link). */
function withCurrent(options: { value: string; label: string }[], current: string | null, label: string) {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label }];
}

export function TeamFilterBar({ filters, options, onChange }: TeamFilterBarProps) {
  const [q, setQ] = useState(filters.q);
  const search = useDebouncedCallback((value: string) => onChange({ q: value }), SEARCH_DEBOUNCE_MS);
  const seasons = (options?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }));
  const divisions = (options?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <TextInput
        label="Search"
        type="search"
        placeholder="Team name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <NativeSelect
        label="Season"
        data={[{ value: '', label: 'All seasons' }, ...withCurrent(seasons, filters.seasonId, 'Chosen season')]}
        value={filters.seasonId ?? ''}
        onChange={(event) => onChange({ seasonId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label="Division"
        data={[{ value: '', label: 'All divisions' }, ...withCurrent(divisions, filters.divisionId, 'Chosen division')]}
        value={filters.divisionId ?? ''}
        onChange={(event) => onChange({ divisionId: event.currentTarget.value || null })}
      />
    </SimpleGrid>
  );
}
