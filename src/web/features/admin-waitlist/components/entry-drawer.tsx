import { Alert, Avatar, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { INVITATION_CLAIM_HOURS } from '../../../../shared/waitlist';
import type { WaitlistEntryDetail } from '../../../../shared/api/waitlist';
import { PageLoader } from '../../../components/layout/page-loader';
import { toast } from '../../../lib/toast';
import { useAdminWaitlistEntry, useEntryAction, useRemoveEntry, type EntryAction } from '../api';
import { actionAllowed, type AdminAction } from '../status';
import { EntryFields } from './entry-fields';
import { InvitationNote } from './invitation-note';
import { PriorityForm } from './priority-form';
import { StatusBadge } from './status-badge';

interface EntryDrawerProps {
  entryId: string | null;
  onClose: () => void;
}

/** One entry with its photo, every field, and the admin's decisions (spec §2 /admin/waitlist). */
export function EntryDrawer({ entryId, onClose }: EntryDrawerProps) {
  const entry = useAdminWaitlistEntry(entryId);
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={entryId !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={entry.data ? entry.data.full_name : 'Waitlist entry'}
      closeButtonProps={{ 'aria-label': 'Close entry details' }}
    >
      {entry.isPending ? <PageLoader /> : null}
      {entry.error ? (
        <Alert color="red" variant="light" role="alert" title="The entry could not be loaded">
          {entry.error.message}
        </Alert>
      ) : null}
      {entry.data ? <EntryDetails key={entry.data.id} entry={entry.data} onRemoved={onClose} /> : null}
    </Drawer>
  );
}

const CONFIRMS: Record<Exclude<AdminAction, 'mark-registered'>, { question: (name: string) => string; confirm: string; color: string }> = {
  invite: {
    question: (name) => `E-mail ${name} a single-use registration link? It can be claimed for ${INVITATION_CLAIM_HOURS} hours.`,
    confirm: 'Send invitation',
    color: 'blue.8',
  },
  decline: { question: (name) => `Decline ${name}? Any open invitation stops working.`, confirm: 'Decline entry', color: 'red.9' },
  remove: { question: (name) => `Remove ${name} from the waitlist for good? This cannot be undone.`, confirm: 'Remove entry', color: 'red.9' },
};

const DONE: Record<EntryAction, string> = {
  invite: 'Invitation sent.',
  decline: 'Entry declined.',
  'mark-registered': 'Entry marked as registered.',
};

function EntryDetails({ entry, onRemoved }: { entry: WaitlistEntryDetail; onRemoved: () => void }) {
  const act = useEntryAction();
  const remove = useRemoveEntry();
  const [confirming, setConfirming] = useState<keyof typeof CONFIRMS | null>(null);
  const busy = act.isPending || remove.isPending;

  const run = (action: AdminAction) => {
    setConfirming(null);
    if (action === 'remove') {
      // mutateAsync: the details unmount when the drawer closes, and TanStack drops the
      // per-call callbacks of an unmounted component.
      remove.mutateAsync(entry.id).then(
        () => {
          toast.success('Entry removed.');
          onRemoved();
        },
        () => undefined, // the global toast says why
      );
      return;
    }
    act.mutate({ id: entry.id, variables: action }, { onSuccess: () => toast.success(DONE[action]) });
  };

  const ask = (action: AdminAction) => (action === 'mark-registered' ? run(action) : setConfirming(action));

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={entry.photo_url} alt={entry.photo_url ? `Photo of ${entry.full_name}` : undefined} size={120} radius={120} color="blue">
          <Text size="sm">No photo</Text>
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <StatusBadge status={entry.status} />
            <Text size="sm">Priority {entry.waitlist_priority}</Text>
          </Group>
          <InvitationNote invitation={entry.invitation} />
        </Stack>
      </Group>

      <Stack gap="sm">
        <PriorityForm key={entry.waitlist_priority} entryId={entry.id} priority={entry.waitlist_priority} />
        <Group gap="xs">
          <Button onClick={() => ask('invite')} disabled={busy || !actionAllowed('invite', entry.status)}>
            Invite to register
          </Button>
          <Button variant="default" onClick={() => ask('mark-registered')} disabled={busy || !actionAllowed('mark-registered', entry.status)}>
            Mark registered
          </Button>
          <Button variant="default" onClick={() => ask('decline')} disabled={busy || !actionAllowed('decline', entry.status)}>
            Decline
          </Button>
          <Button variant="default" onClick={() => ask('remove')} disabled={busy}>
            Remove
          </Button>
        </Group>
        {confirming ? (
          <Alert variant="light" color="blue" title="Please confirm">
            <Stack gap="sm">
              <Text size="sm">{CONFIRMS[confirming].question(entry.full_name)}</Text>
              <Group gap="xs">
                <Button size="xs" color={CONFIRMS[confirming].color} onClick={() => run(confirming)} autoFocus>
                  {CONFIRMS[confirming].confirm}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  Keep as it is
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>

      <Divider />
      <EntryFields entry={entry} />
    </Stack>
  );
}
