import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlayerSearch } from '../api';

/** Finds a player by name (e-mail or phone too) and links the chosen one. */
export function PlayerLinkPicker({ disabled, onLink }: { disabled: boolean; onLink: (playerId: string) => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const found = usePlayerSearch(debounced);
  const items = debounced.length >= 2 ? (found.data?.items ?? []) : [];
  return (
    <Stack gap="xs">
      <TextInput
        label="Find a player to link"
        type="search"
        placeholder="Player name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {debounced.length >= 2 && found.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No player matches.
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Radio.Group label="Players found" value={chosen} onChange={setChosen}>
          <Stack gap={6} mt={6}>
            {items.map((p) => (
              <Radio
                key={p.id}
                value={p.id}
                disabled={p.linked_user}
                label={`${p.full_name}${p.email ? ` · ${p.email}` : ''}${p.linked_user ? ' (has an account)' : ''}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <Group>
        <Button size="xs" onClick={() => chosen && onLink(chosen)} disabled={disabled || chosen === null || !items.some((p) => p.id === chosen)}>
          Link player
        </Button>
      </Group>
    </Stack>
  );
}
