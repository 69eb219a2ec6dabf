import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RosterRequest } from '../../../../shared/api/captain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useDecideRosterRequest, useRosterRequests } from '../api';

const messageOf = (error: unknown) => (isApiError(error) ? (error.issues[0]?.message ?? error.message) : 'Failed to save changes. Please try again.');

/**
 * Captains' roster changes waiting for an admin (decision 076), on /admin/teams. Shown only
 * while there are some: the league's approval rule is a setting, and most of the time the queue is empty.
 */
export function RosterRequestsPanel() {
  const requests = useRosterRequests();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <SectionCard id="roster-requests-queue" title={`Roster requests from captains (${items.length})`}>
      <Stack component="ul" gap="sm" p={0} m={0} aria-labelledby="roster-requests-queue">
        {items.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function RequestRow({ request }: { request: RosterRequest }) {
  const timeZone = useLeagueTimeZone();
  const decide = useDecideRosterRequest();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const what = `${request.kind === 'add' ? 'Add' : 'Remove'} ${request.player.name} ${request.kind === 'add' ? 'to' : 'from'} ${request.team.name}`;
  return (
    <Stack component="li" gap={4} style={{ listStyle: 'none' }}>
      <Text fw={600}>
        {request.kind === 'add' ? 'Add' : 'Remove'} {request.player.name} {request.kind === 'add' ? 'to' : 'from'}{' '}
        <Anchor component={Link} to={`/admin/teams/${request.team.id}`} inherit>
          {request.team.name}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        Asked {formatDate(request.created_at, { timeZone })}
        {request.requested_by ? ` by ${request.requested_by}` : ''}
      </Text>
      {error && !rejecting ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          size="sm"
          mih={44}
          aria-label={`Approve: ${what}`}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() => {
            setError(null);
            decide.mutate(
              { requestId: request.id, decision: 'approve' },
              { onSuccess: () => toast.success(`Approved: ${what}.`), onError: (e) => setError(messageOf(e)) },
            );
          }}
        >
          Approve
        </Button>
        <Button size="sm" mih={44} variant="default" aria-label={`Reject: ${what}`} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </Group>
      <ConfirmDialog
        opened={rejecting}
        title="Reject request"
        message={`${what}: reject it? The captains see your note.`}
        confirmLabel="Reject request"
        pending={decide.isPending}
        error={rejecting ? error : null}
        onClose={() => {
          setRejecting(false);
          setError(null);
        }}
        onConfirm={() =>
          decide.mutate(
            { requestId: request.id, decision: 'reject', note: note.trim() || undefined },
            {
              onSuccess: () => {
                setRejecting(false);
                toast.success(`Rejected: ${what}.`);
              },
              onError: (e) => setError(messageOf(e)),
            },
          )
        }
      >
        <TextInput label="Note for the captains (optional)" maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      </ConfirmDialog>
    </Stack>
  );
}
