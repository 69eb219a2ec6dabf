import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { CaptainRosterCandidate } from '../../../../shared/api/captain';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { initialsOf } from '../../../lib/identity';
import { toast } from '../../../lib/toast';
import { useCaptainAddPlayer, useCaptainRosterCandidates } from '../api';

const SEARCH_DEBOUNCE_MS = 300;

/** Search players on no team of the season and division; add one (or ask an admin to, under the league's rule). */
export function AddRosterPlayer({ teamId, approvalRequired }: { teamId: string; approvalRequired: boolean }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useCaptainRosterCandidates(teamId, debounced);
  const add = useCaptainAddPlayer(teamId);
  const [error, setError] = useState<string | null>(null);
  const addPlayer = (candidate: CaptainRosterCandidate) => {
    setError(null);
    add.mutate(candidate.player_id, {
      onSuccess: ({ outcome }) =>
        toast.success(outcome === 'requested' ? `Request to add ${candidate.name} sent to an admin.` : `${candidate.name} added to the roster.`),
      onError: (e) => setError(isApiError(e) ? (e.issues[0]?.message ?? e.message) : 'Failed to save changes. Please try again.'),
    });
  };
  const results = debounced ? candidates.data : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label="Search players to add"
        description={
          approvalRequired
            ? 'The league approves roster changes: an admin confirms each add. Players already on a team of this division are not listed.'
            : 'Players already on a team of this division are not listed.'
        }
        type="search"
        placeholder="Name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {debounced && candidates.isPending ? <Text size="sm">Searching...</Text> : null}
      {results ? (
        results.length === 0 ? (
          <Text size="sm" c="dimmed">
            No players found.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Search results">
            {results.map((candidate) => (
              <Group component="li" key={candidate.player_id} justify="space-between" wrap="nowrap" gap="sm" style={{ listStyle: 'none' }}>
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar src={candidate.photo_url} alt="" size={32} radius="xl" color="blue">
                    {initialsOf(candidate.name)}
                  </Avatar>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {candidate.name}
                  </Text>
                </Group>
                <Button
                  size="sm"
                  mih={44}
                  variant="light"
                  aria-label={`Add ${candidate.name}`}
                  loading={add.isPending && add.variables === candidate.player_id}
                  onClick={() => addPlayer(candidate)}
                >
                  {approvalRequired ? 'Ask to add' : 'Add'}
                </Button>
              </Group>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
