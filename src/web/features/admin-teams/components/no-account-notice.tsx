import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { RosterCandidate } from '../../../../shared/api/teams';
import { useInviteRosterPlayer } from '../api';

/**
 * After a player without an account joins the roster: says what that means and offers to
 * e-mail them an invitation to sign up (decision 047).
 */
export function NoAccountNotice({ teamId, player, onDismiss }: { teamId: string; player: RosterCandidate; onDismiss: () => void }) {
  const invite = useInviteRosterPlayer(teamId);
  return (
    <Alert color="yellow" variant="light" title={`${player.full_name} has no account`} data-testid="no-account-notice">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text size="sm">{`${player.full_name} has no account: they won't see the team's pages until they sign up.`}</Text>
          <CloseButton aria-label="Dismiss" onClick={onDismiss} />
        </Group>
        {invite.data ? (
          <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
            {`Invitation emailed to ${invite.data.sent_to}.`}
          </Text>
        ) : player.email ? (
          <Group gap="xs">
            <Button
              size="sm"
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={invite.isPending}
              onClick={() => invite.mutate(player.player_id)}
            >
              {`Invite ${player.full_name} to sign up`}
            </Button>
          </Group>
        ) : (
          <Text size="sm">Add an email address on the Players page to invite them.</Text>
        )}
        {invite.error ? (
          <Text size="sm" c="red" role="alert">
            {invite.error.message}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
