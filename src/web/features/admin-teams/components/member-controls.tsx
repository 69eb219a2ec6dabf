import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import { updateRosterMemberInputSchema } from '../../../../shared/schemas/admin-teams';
import type { RosterMember } from '../../../../shared/api/teams';
import { ROSTER_ROLE_LABELS, ROSTER_ROLES, isRosterRole } from '../../../../shared/roster-roles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRemoveRosterPlayer, useUpdateRosterMember } from '../api';

const ROLE_OPTIONS = ROSTER_ROLES.map((role) => ({ value: role, label: ROSTER_ROLE_LABELS[role] }));

/** The message for the jersey field from a failed save: the server's own, under the field. */
function jerseyMessage(error: unknown): string {
  if (!isApiError(error)) return 'Failed to save changes. Please try again.';
  return error.issues.find((i) => i.path === 'jersey_number')?.message ?? error.message;
}

/**
 * Saved on Enter or when the field is left; empty clears the number. A refused number stays
 * as typed, with the reason under it.
 */
export function JerseyInput({ teamId, member, withLabel }: { teamId: string; member: RosterMember; withLabel: boolean }) {
  const update = useUpdateRosterMember(teamId);
  const saved = member.jersey_number === null ? '' : String(member.jersey_number);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const text = value.trim();
    // Enter saves, and the field then loses focus while disabled: one save, not two.
    if (text === saved || update.isPending) return;
    const body = { jersey_number: text === '' ? null : Number(text) };
    const checked = z.safeParse(updateRosterMemberInputSchema, body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Jersey number must be a whole number from 1 to 99.');
      return;
    }
    setError(null);
    update.mutate(
      { playerId: member.player_id, body: checked.data },
      { onSuccess: () => toast.success('Jersey number saved.'), onError: (e) => setError(jerseyMessage(e)) },
    );
  };
  return (
    <TextInput
      label={withLabel ? 'Jersey number' : undefined}
      aria-label={withLabel ? undefined : `Jersey number of ${member.full_name}`}
      type="number"
      inputMode="numeric"
      min={1}
      max={99}
      w={withLabel ? 120 : 90}
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

/** Captain, co-captain or player; a new captain makes the old one a player. */
export function RoleSelect({ teamId, member, withLabel }: { teamId: string; member: RosterMember; withLabel: boolean }) {
  const update = useUpdateRosterMember(teamId);
  return (
    <NativeSelect
      label={withLabel ? 'Role' : undefined}
      aria-label={withLabel ? undefined : `Role of ${member.full_name}`}
      data={ROLE_OPTIONS}
      value={member.roster_role}
      disabled={update.isPending}
      w={withLabel ? 150 : 140}
      onChange={(event) => {
        const role = event.currentTarget.value;
        if (!isRosterRole(role)) return;
        update.mutate(
          { playerId: member.player_id, body: { roster_role: role } },
          { onSuccess: () => toast.success(`${member.full_name} is now ${ROSTER_ROLE_LABELS[role].toLowerCase()}.`) },
        );
      }}
    />
  );
}

export function RemoveMemberButton({ teamId, teamName, member }: { teamId: string; teamName: string; member: RosterMember }) {
  const remove = useRemoveRosterPlayer(teamId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" aria-label={`Remove ${member.full_name}`} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Remove player"
        message={`Remove ${member.full_name} from ${teamName}?`}
        confirmLabel="Remove player"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(member.player_id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${member.full_name} removed from the roster.`);
            },
          })
        }
      />
    </>
  );
}
