import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  /**
   * Why the last attempt failed (e.g. a 409's message); the dialog stays open to show it.
   * Leave it out where the failure is shown elsewhere (the global error toast).
   */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The error's title; deletes say "Not deleted". */
  errorTitle?: string;
  /** Red for what cannot be undone; another colour for a change that can. */
  confirmColor?: string;
  /** Fields the action needs (a payment method, a division), or what is deleted (a photo), under the message. */
  children?: ReactNode;
  /** Which button has the focus on opening: the confirm button, or Cancel where a slip would cost more. */
  autoFocus?: 'confirm' | 'cancel';
  /** The name of the close (×) button read to screen readers. */
  closeLabel?: string;
}

/** "Are you sure?" before something that cannot be undone, such as a delete. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  error = null,
  onConfirm,
  onClose,
  errorTitle = 'Not deleted',
  confirmColor = 'red.9',
  children,
  autoFocus = 'confirm',
  closeLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack gap="md">
        {error ? <FormAlert title={errorTitle}>{error}</FormAlert> : null}
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus={autoFocus === 'cancel' || undefined}>
            Cancel
          </Button>
          <Button color={confirmColor} loading={pending} onClick={onConfirm} data-autofocus={autoFocus === 'confirm' || undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
