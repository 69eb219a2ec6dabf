import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  /** The error's title; deletes say "Not deleted". */
  errorTitle?: string;
  /** Red for what cannot be undone; another colour for a change that can. */
  confirmColor?: string;
  /** Fields the action needs (a payment method, a division), under the message. */
  children?: ReactNode;
}

/** "Are you sure?" before something that cannot be undone, such as a delete. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  errorTitle = 'Not deleted',
  confirmColor = 'red.9',
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <Stack gap="md">
        {error ? <FormAlert title={errorTitle}>{error}</FormAlert> : null}
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={confirmColor} loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
