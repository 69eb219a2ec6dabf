import { ManageRosterPage } from '../../../features/captain/components/manage-roster-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function CaptainManageRosterRoute() {
  useDocumentTitle('Manage roster · Captain');
  return <ManageRosterPage />;
}
