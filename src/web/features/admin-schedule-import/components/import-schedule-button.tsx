import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { ImportScheduleDialog } from './import-schedule-dialog';

/** "Import from a spreadsheet" and its dialog, for the admin schedule's header. */
export function ImportScheduleButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={open}>
        Import from a spreadsheet
      </Button>
      <ImportScheduleDialog opened={opened} onClose={close} />
    </>
  );
}
