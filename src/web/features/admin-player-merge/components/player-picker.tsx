import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type MergePair, usePlayerSearch } from '../api';

function PlayerSelect({ label, value, onChange }: { label: string; value: string | null; onChange: (id: string | null) => void }) {
  const [search, setSearch] = useState('');
  const found = usePlayerSearch(search);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: p.email ? `${p.full_name} (${p.email})` : p.full_name }));
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={label}
      placeholder="Type a name or e-mail"
      searchable
      clearable
      filter={({ options: all }) => all}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={search.trim().length >= 2 ? 'No players found' : 'Type at least 2 letters'}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id);
      }}
    />
  );
}

/** Two players chosen by hand, for a pair detection did not list. */
export function PlayerPicker({ onChoose }: { onChoose: (pair: MergePair) => void }) {
  const [primaryId, setPrimaryId] = useState<string | null>(null);
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  const same = primaryId !== null && primaryId === duplicateId;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlayerSelect label="Primary (kept)" value={primaryId} onChange={setPrimaryId} />
        <PlayerSelect label="Duplicate (merged into the primary)" value={duplicateId} onChange={setDuplicateId} />
      </SimpleGrid>
      {same ? (
        <Text size="sm" c="red.9">
          A player cannot be merged into itself.
        </Text>
      ) : null}
      <Button
        variant="light"
        w="fit-content"
        disabled={!primaryId || !duplicateId || same}
        onClick={() => primaryId && duplicateId && onChoose({ primaryId, duplicateId })}
      >
        Preview merge
      </Button>
    </Stack>
  );
}
