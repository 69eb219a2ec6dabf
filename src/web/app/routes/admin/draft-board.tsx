import { DraftBoardPage } from '../../../features/drafts';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** Admins and captains (decision 081): routed outside the admin layout, full width for the big screen. */
export default function AdminDraftBoardRoute() {
  useDocumentTitle('Draft Board');
  return <DraftBoardPage />;
}
