import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { SubstituteRequest } from '../../../../shared/api/lineups';
import { toast } from '../../../lib/toast';
import { useCancelSubstitute, useRequestSubstitute } from '../api';

const newKey = () => `sub-${crypto.randomUUID()}`;

/** The captain's substitute requests for one game (decision 080): ask, see who claimed, withdraw. */
export function SubstituteRequestsPanel({
  gameId,
  teamId,
  requests,
  editable,
}: {
  gameId: string;
  teamId: string;
  requests: SubstituteRequest[];
  editable: boolean;
}) {
  const [note, setNote] = useState('');
  // One key per request the captain means to make: a retry after a lost answer is stored once.
  const [clientKey, setClientKey] = useState(newKey);
  const ask = useRequestSubstitute(gameId, teamId);
  const withdraw = useCancelSubstitute();
  const submit = () =>
    ask.mutate(
      { client_key: clientKey, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Substitute requested. Eligible players have been notified.');
          setNote('');
          setClientKey(newKey());
        },
        onError: (error) => toast.error(error.message, { title: 'Request not sent' }),
      },
    );
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="substitutes-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="substitutes-heading">
          Substitutes
        </Title>
        {requests.length === 0 ? (
          <Text size="sm" c="dimmed">
            Short of players? Ask for a substitute: eligible players are notified and the first to claim it plays.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0}>
            {requests.map((r) => (
              <Group component="li" key={r.id} justify="space-between" gap="xs" style={{ listStyle: 'none' }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.status === 'filled' && r.substitute ? `${r.substitute.name} is your substitute.` : 'Waiting for a player to claim it.'}
                  {r.note ? ` (${r.note})` : ''}
                </Text>
                {r.status === 'open' && editable ? (
                  <Button
                    variant="default"
                    size="xs"
                    loading={withdraw.isPending && withdraw.variables === r.id}
                    onClick={() => withdraw.mutate(r.id, { onError: (error) => toast.error(error.message, { title: 'Not withdrawn' }) })}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
        {editable ? (
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Note for substitutes (optional)"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={200}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button onClick={submit} loading={ask.isPending}>
              Request a substitute
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
