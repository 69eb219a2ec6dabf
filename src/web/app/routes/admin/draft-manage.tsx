import { DraftManagePage } from '../../../features/drafts/components/draft-manage-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDraftManageRoute() {
  useDocumentTitle('Manage draft · Admin');
  return <DraftManagePage />;
}
