import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { RosterCandidate } from '../../../../shared/api/teams';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { initialsOf } from '../../../lib/identity';
import { useAddRosterPlayer, useRosterCandidates } from '../api';
import { NoAccountNotice } from './no-account-notice';
import { EligibilityOverride, eligibilityRefusalOf } from './eligibility-override';

const SEARCH_DEBOUNCE_MS = 300;

/** Search players on no team of this season and division, and add one with a tap. */
export function AddPlayerPanel({ teamId }: { teamId: string }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useRosterCandidates(teamId, debounced);
  const add = useAddRosterPlayer(teamId);
  const [error, setError] = useState<string | null>(null);
  // The last player added without an account: told so, with an invitation to offer.
  const [withoutAccount, setWithoutAccount] = useState<RosterCandidate | null>(null);
  // A player the division's eligibility rules refused: "Add anyway" with a reason (decision 044).
  const [refused, setRefused] = useState<{ candidate: RosterCandidate; message: string } | null>(null);
  const added = (candidate: RosterCandidate) => {
    setRefused(null);
    toast.success(`${candidate.full_name} added to the roster.`);
    setWithoutAccount(candidate.has_account ? null : candidate);
  };

  const addPlayer = (candidate: RosterCandidate) => {
    setError(null);
    setRefused(null);
    add.mutate(
      { player_id: candidate.player_id },
      {
        onSuccess: () => added(candidate),
        onError: (e) => {
          const rule = eligibilityRefusalOf(e);
          if (rule) setRefused({ candidate, message: rule });
          else setError(isApiError(e) ? e.message : 'Failed to save changes. Please try again.');
        },
      },
    );
  };

  const results = debounced ? candidates.data : undefined;
  return (
    <Stack gap="sm">
      <TextInput
        label="Search players to add"
        description="Players already on a team of this season and division are not listed."
        type="search"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {refused ? (
        <EligibilityOverride
          key={refused.candidate.player_id}
          teamId={teamId}
          candidate={refused.candidate}
          message={refused.message}
          onAdded={added}
          onCancel={() => setRefused(null)}
        />
      ) : null}
      {withoutAccount ? (
        <NoAccountNotice key={withoutAccount.player_id} teamId={teamId} player={withoutAccount} onDismiss={() => setWithoutAccount(null)} />
      ) : null}
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
                    {initialsOf(candidate.full_name)}
                  </Avatar>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600}>
                      {candidate.full_name}
                    </Text>
                    {candidate.email ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {candidate.email}
                      </Text>
                    ) : null}
                    {candidate.has_account ? null : (
                      <Text size="xs" c="dimmed">
                        No account
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Button size="xs" variant="light" aria-label={`Add ${candidate.full_name}`} disabled={add.isPending} onClick={() => addPlayer(candidate)}>
                  Add
                </Button>
              </Group>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
