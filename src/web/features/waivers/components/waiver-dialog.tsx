import { Button, Group, Modal, Stack } from '@mantine/core';
import { WAIVER_NAME, WaiverText } from './waiver-text';

interface WaiverDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Ticks the form's acceptance box and closes. */
  onAccept?: () => void;
  stackId?: string;
}

/** Spec §2: the League Waiver & Release dialog, opened from the waitlist's step 4. */
export function WaiverDialog({ opened, onClose, onAccept, stackId }: WaiverDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={WAIVER_NAME} stackId={stackId} size="lg" centered closeButtonProps={{ 'aria-label': 'Close the waiver' }}>
      <Stack gap="lg">
        <WaiverText showTitle={false} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {onAccept ? <Button onClick={onAccept}>I accept</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
