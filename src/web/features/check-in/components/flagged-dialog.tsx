import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { CheckInPlayer } from '../../../../shared/api/check-in';
import { CHECK_IN_FLAG_LABELS, CHECK_IN_MESSAGES } from '../../../../shared/check-in';
import { CHECK_IN_REASON_MAX } from '../../../../shared/schemas/check-in';

/** A flagged player (unpaid, waiver not signed, suspended) goes in only with a reason (decision 083; the server refuses one without). */
export function FlaggedDialog({ player, onConfirm, onClose }: { player: CheckInPlayer | null; onConfirm: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={player !== null} onClose={close} title={player ? `Check in ${player.name}?` : ''} centered>
      {player ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(CHECK_IN_MESSAGES.reasonRequired);
              return;
            }
            onConfirm(reason.trim());
            close();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">This player is flagged:</Text>
            <List size="sm">
              {player.flags.map((flag) => (
                <List.Item key={flag}>{CHECK_IN_FLAG_LABELS[flag]}</List.Item>
              ))}
            </List>
            <Textarea
              label="Reason"
              description="Why they may play anyway (kept with the check-in)."
              withAsterisk
              autosize
              minRows={2}
              maxLength={CHECK_IN_REASON_MAX}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="orange">
                Check in anyway
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
