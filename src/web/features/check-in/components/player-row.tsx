import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { CheckInPlayer } from '../../../../shared/api/check-in';
import { CHECK_IN_FLAG_LABELS } from '../../../../shared/check-in';
import { isCheckedIn, type PlayerCheckInState } from '../check-in-state';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function stateText(state: PlayerCheckInState | undefined): string {
  switch (state?.kind) {
    case 'in':
      return `Checked in ${time(state.checkIn.scanned_at)}${state.checkIn.checked_in_by ? ` by ${state.checkIn.checked_in_by}` : ''}`;
    case 'queued-in':
      return `Checked in ${time(state.scannedAt)} (waiting to sync)`;
    case 'queued-out':
      return 'Undo waiting to sync';
    default:
      return 'Not checked in';
  }
}

/** One player of the sheet: photo, statuses, and the one tap that checks them in (or undoes it). */
export function PlayerRow({
  player,
  state,
  onCheckIn,
  onUndo,
}: {
  player: CheckInPlayer;
  state: PlayerCheckInState | undefined;
  onCheckIn: () => void;
  onUndo: () => void;
}) {
  const inNow = isCheckedIn(state);
  return (
    <Group justify="space-between" wrap="nowrap" py={6} data-testid="check-in-row" data-player-id={player.id} aria-label={player.name}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={player.photo_url} alt="" radius="xl" size="md">
          {player.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {player.jersey_number !== null ? `#${player.jersey_number} ` : ''}
            {player.name}
          </Text>
          <Group gap={4}>
            {player.is_substitute ? (
              <Badge color="grape" variant="light">
                Substitute
              </Badge>
            ) : null}
            {player.flags.length === 0 ? (
              <Badge color="teal" variant="light">
                Paid · Waiver signed
              </Badge>
            ) : null}
            {player.flags.map((flag) => (
              <Badge key={flag} color={flag === 'suspended' ? 'red' : 'orange'} variant="light">
                {CHECK_IN_FLAG_LABELS[flag]}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c={inNow ? 'teal.8' : 'dimmed'} data-testid="check-in-state">
            {stateText(state)}
          </Text>
        </Stack>
      </Group>
      {inNow ? (
        <Button variant="default" onClick={onUndo} aria-label={`Undo check-in of ${player.name}`}>
          Undo
        </Button>
      ) : (
        <Button onClick={onCheckIn} color={player.flags.length ? 'orange' : undefined} aria-label={`Check in ${player.name}`}>
          Check in
        </Button>
      )}
    </Group>
  );
}
