import { isApiError } from '../../../lib/api-client';
import { Checkbox, Stack, Text } from '@mantine/core';

/** A group of checkboxes, one per player; the error (the server's, under this list) below. */
export function PlayerPicker({
  label,
  players,
  value,
  onChange,
  error,
}: {
  label: string;
  players: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error ?? undefined}>
      <Stack gap={6} mt="xs">
        {players.length === 0 ? (
          <Text size="sm" c="dimmed">
            No players to trade.
          </Text>
        ) : (
          players.map((p) => <Checkbox key={p.id} value={p.id} label={p.name} />)
        )}
      </Stack>
    </Checkbox.Group>
  );
}

/** A failed call's messages: under the field it names (its first path segment), or as one message. */
export function issuesOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!error) return { fields: {}, message: null };
  if (!isApiError(error)) return { fields: {}, message: 'Failed to save changes. Please try again.' };
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return { fields, message: Object.keys(fields).length === 0 ? error.message : null };
}
