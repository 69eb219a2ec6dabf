import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { WAITLIST_STATUSES, type WaitlistStatus } from '../../../../shared/waitlist';
import type { SelectOption } from '../filter-options';
import type { WaitlistFilters } from '../filters';
import { STATUS_LABELS } from '../status';

interface FilterBarProps {
  filters: WaitlistFilters;
  seasons: SelectOption[];
  divisions: SelectOption[];
  onChange: (change: Partial<Omit<WaitlistFilters, 'page'>>) => void;
}

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...WAITLIST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];
const SEARCH_DEBOUNCE_MS = 300;

/** Keeps a chosen id selectable while the option list is still loading (or came from a link). */
function withCurrent(options: SelectOption[], current: string | null, label: string): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label }];
}

export function FilterBar({ filters, seasons, divisions, onChange }: FilterBarProps) {
  const [q, setQ] = useState(filters.q);
  const search = useDebouncedCallback((value: string) => onChange({ q: value }), SEARCH_DEBOUNCE_MS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
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
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: (event.currentTarget.value || null) as WaitlistStatus | null })}
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
