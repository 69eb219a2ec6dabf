import { Avatar, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { CaptainRosterMember } from '../../../../shared/api/captain';
import { ROSTER_ROLE_LABELS } from '../../../../shared/roster-roles';
import { captainUpdateMemberInputSchema } from '../../../../shared/schemas/captain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { initialsOf } from '../../../lib/identity';
import { toast } from '../../../lib/toast';
import { useCaptainRemovePlayer, useUpdateCaptainRosterMember } from '../api';

const ROLE_OPTIONS = [
  { value: 'player', label: ROSTER_ROLE_LABELS.player },
  { value: 'co_captain', label: ROSTER_ROLE_LABELS.co_captain },
];

const messageOf = (error: unknown, path: string) =>
  isApiError(error) ? (error.issues.find((i) => i.path === path)?.message ?? error.message) : 'Failed to save changes. Please try again.';

/** One player: photo, name, jersey number (saved on Enter or leaving the field), co-captaincy, removal. */
export function RosterMemberCard({
  teamId,
  teamName,
  member,
  approvalRequired,
}: {
  teamId: string;
  teamName: string;
  member: CaptainRosterMember;
  approvalRequired: boolean;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 200px' }}>
          <Avatar src={member.photo_url} alt="" size={48} radius="xl" color="blue">
            {initialsOf(member.name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
              {member.is_me ? ' (you)' : ''}
            </Text>
            {member.roster_role === 'player' ? null : (
              <Badge variant="light" w="fit-content">
                {ROSTER_ROLE_LABELS[member.roster_role]}
              </Badge>
            )}
          </Stack>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <JerseyInput key={`${member.player_id}:${member.jersey_number ?? ''}`} teamId={teamId} member={member} />
          {member.roster_role === 'captain' ? null : <RoleSelect teamId={teamId} member={member} />}
          {member.roster_role === 'captain' || member.is_me ? null : (
            <RemoveButton teamId={teamId} teamName={teamName} member={member} approvalRequired={approvalRequired} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function JerseyInput({ teamId, member }: { teamId: string; member: CaptainRosterMember }) {
  const update = useUpdateCaptainRosterMember(teamId);
  const saved = member.jersey_number === null ? '' : String(member.jersey_number);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const text = value.trim();
    if (text === saved || update.isPending) return;
    const checked = z.safeParse(captainUpdateMemberInputSchema, { jersey_number: text === '' ? null : Number(text) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Jersey number must be a whole number from 1 to 99, or empty.');
      return;
    }
    setError(null);
    update.mutate(
      { playerId: member.player_id, body: checked.data },
      { onSuccess: () => toast.success(`Jersey number saved for ${member.name}.`), onError: (e) => setError(messageOf(e, 'jersey_number')) },
    );
  };
  return (
    <TextInput
      label="Jersey number"
      aria-label={`Jersey number of ${member.name}`}
      type="number"
      inputMode="numeric"
      min={1}
      max={99}
      w={130}
      value={value}
      error={error}
      disabled={update.isPending}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

function RoleSelect({ teamId, member }: { teamId: string; member: CaptainRosterMember }) {
  const update = useUpdateCaptainRosterMember(teamId);
  return (
    <NativeSelect
      label="Role"
      aria-label={`Role of ${member.name}`}
      data={ROLE_OPTIONS}
      value={member.roster_role}
      disabled={update.isPending}
      w={150}
      onChange={(event) => {
        const role = event.currentTarget.value;
        if (role !== 'player' && role !== 'co_captain') return;
        update.mutate(
          { playerId: member.player_id, body: { roster_role: role } },
          {
            onSuccess: () => toast.success(`${member.name} is now ${ROSTER_ROLE_LABELS[role].toLowerCase()}.`),
            onError: (e) => toast.error(messageOf(e, 'roster_role')),
          },
        );
      }}
    />
  );
}

function RemoveButton({
  teamId,
  teamName,
  member,
  approvalRequired,
}: {
  teamId: string;
  teamName: string;
  member: CaptainRosterMember;
  approvalRequired: boolean;
}) {
  const remove = useCaptainRemovePlayer(teamId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="default" size="sm" mih={44} aria-label={`Remove ${member.name}`} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Remove player"
        message={
          approvalRequired
            ? `Ask an admin to remove ${member.name} from ${teamName}? The league approves roster changes.`
            : `Remove ${member.name} from ${teamName}?`
        }
        confirmLabel={approvalRequired ? 'Ask an admin' : 'Remove player'}
        pending={remove.isPending}
        error={error}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
        onConfirm={() =>
          remove.mutate(member.player_id, {
            onSuccess: ({ outcome }) => {
              setConfirming(false);
              toast.success(outcome === 'requested' ? `Removal of ${member.name} sent to an admin.` : `${member.name} removed from the roster.`);
            },
            onError: (e) => setError(messageOf(e, 'player_id')),
          })
        }
      />
    </>
  );
}
