import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  /** Why the last attempt failed (e.g. a 409's message); the dialog stays open to show it. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone, such as a delete. */
export function ConfirmDialog({ opened, title, message, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <Stack gap="md">
        {error ? <FormAlert title="Not deleted">{error}</FormAlert> : null}
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
