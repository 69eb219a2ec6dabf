import { NotesPage } from '../../../features/captain/components/notes-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function CaptainNotesRoute() {
  useDocumentTitle('Notes · Captain');
  return <NotesPage />;
}
