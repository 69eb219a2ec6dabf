import { DivisionDraftsPage } from '../../../features/drafts/components/division-drafts-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDivisionDraftsRoute() {
  useDocumentTitle('Drafts · Admin');
  return <DivisionDraftsPage />;
}
