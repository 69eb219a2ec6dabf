import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminWaiverVersion } from '../../../../shared/api/waivers';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useActivateWaiverVersion } from '../api';

/** "Are you sure?" before switching the waiver everyone signs: players are asked to sign again. */
export function ActivateDialog({ version, onClose }: { version: AdminWaiverVersion | null; onClose: () => void }) {
  const activate = useActivateWaiverVersion();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!version) return;
    setError(null);
    activate.mutateAsync(version.id).then(
      (saved) => {
        toast.success(`Version ${saved.version} is now the active waiver.`);
        close();
      },
      (failure: unknown) => setError(isApiError(failure) ? failure.message : 'The version could not be activated.'),
    );
  };
  return (
    <Modal
      opened={version !== null}
      onClose={close}
      title={version ? `Activate version ${version.version}?` : 'Activate version'}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <Stack gap="md">
        {error ? <FormAlert title="Not activated">{error}</FormAlert> : null}
        <Text size="sm">
          Version {version?.version} becomes the waiver shown on the site and accepted when registering. Players who signed an earlier version will be asked to
          sign the new version; the current active version stops being offered.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={activate.isPending} onClick={confirm} data-autofocus>
            Activate version {version?.version}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
