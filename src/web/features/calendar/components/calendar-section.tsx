import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCreateMyCalendar, useMyCalendar, useRevokeMyCalendar } from '../api';
import { CalendarAddress } from './calendar-address';

/**
 * /profile's Calendar section: the private feed of the player's team games (decision 040).
 * The address is the key, so it is shown with Copy and Revoke; revoking stops it at once.
 */
export function CalendarSection() {
  const calendar = useMyCalendar();
  const create = useCreateMyCalendar();
  const revoke = useRevokeMyCalendar();
  const [confirming, setConfirming] = useState(false);
  const feed = calendar.data?.feed ?? null;

  return (
    <Stack gap="sm">
      <Text size="sm">
        Your team's games in your phone's calendar: subscribe to your private address and games appear, move and get cancelled there by themselves. Answer
        Going, Maybe or Not going on{' '}
        <Anchor component={Link} to="/player/my-schedule">
          My schedule
        </Anchor>
        .
      </Text>
      {calendar.isPending ? <Text size="sm">Loading...</Text> : null}
      {calendar.isSuccess && !feed ? (
        <Group>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Create my calendar address
          </Button>
        </Group>
      ) : null}
      {feed ? (
        <CalendarAddress url={feed.url} label="Private calendar address" description="Anyone with this address sees your team's games. Keep it to yourself.">
          <Button variant="subtle" color="red.9" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
        </CalendarAddress>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title="Revoke the calendar address?"
        message="Calendars subscribed to it stop getting your games. You can create a new address afterwards."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        errorTitle="Not revoked"
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
