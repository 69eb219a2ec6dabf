import { Stack } from '@mantine/core';
import { ManageRosterPage } from '../../../features/captain/components/manage-roster-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';
import { TeamInvitesSection } from '../../../features/team-invites/components/team-invites-section';

/** The roster and, below it, the team invites view (the spec gives that view no route). */
export default function CaptainManageRosterRoute() {
  useDocumentTitle('Manage roster · Captain');
  return (
    <Stack gap="xl">
      <ManageRosterPage />
      <TeamInvitesSection />
    </Stack>
  );
}
