import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { RosterCandidate } from '../../../../shared/api/teams';
import { exceptionReasonField } from '../../../../shared/schemas/eligibility';
import { isApiError } from '../../../lib/api-client';
import { useAddRosterPlayer } from '../api';

/** The roster add's refusal for the division's eligibility rules comes under this field (decision 044). */
export const ELIGIBILITY_REFUSAL_FIELD = 'eligibility_exception_reason';

/** The rule's message when the add was refused for eligibility, else null. */
export function eligibilityRefusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.issues.find((issue) => issue.path === ELIGIBILITY_REFUSAL_FIELD)?.message ?? null;
}

/**
 * "Add anyway": the division's rules refused the player; with a reason (required, audited) the
 * same add grants them an eligibility exception for the team's season and division.
 */
export function EligibilityOverride({
  teamId,
  candidate,
  message,
  onAdded,
  onCancel,
}: {
  teamId: string;
  candidate: RosterCandidate;
  message: string;
  onAdded: (candidate: RosterCandidate) => void;
  onCancel: () => void;
}) {
  const add = useAddRosterPlayer(teamId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = exceptionReasonField.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'A reason is required.');
      return;
    }
    setError(null);
    add.mutate(
      { player_id: candidate.player_id, eligibility_exception_reason: checked.data },
      {
        onSuccess: () => onAdded(candidate),
        onError: (e) => setError(isApiError(e) ? (e.issues[0]?.message ?? e.message) : 'Failed to save changes. Please try again.'),
      },
    );
  };
  return (
    <Alert color="yellow" title={`${candidate.full_name} is not eligible`} role="alert">
      <Stack gap="sm">
        {message}
        <Textarea
          label="Reason for an exception"
          description="Adding anyway records an eligibility exception with this reason."
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
        />
        <Group gap="sm">
          <Button color="yellow" loading={add.isPending} onClick={submit}>
            Add anyway
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
