import { DraftsListPage } from '../../../features/drafts/components/drafts-list-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDraftsRoute() {
  useDocumentTitle('Drafts · Admin');
  return <DraftsListPage />;
}
