import { DraftBoardPage } from '../../../features/drafts';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** /captain/draft: the board of the captain's drafts, where they pick on the clock and rank their queue. */
export default function CaptainDraftRoute() {
  useDocumentTitle('Draft · Captain');
  return <DraftBoardPage />;
}
