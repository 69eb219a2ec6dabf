import { Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { WaiverText } from '../../../features/waivers/components/waiver-text';

/** /waiver: the active League Waiver & Release, readable by anyone. */
export default function WaiverRoute() {
  useDocumentTitle('League Waiver & Release');
  return (
    <Stack maw={760} gap="lg">
      <WaiverText titleOrder={1} />
    </Stack>
  );
}
