import { AdminDisciplinePage } from '../../../features/admin-discipline';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminDisciplineRoute() {
  useDocumentTitle('Discipline · Admin');
  return <AdminDisciplinePage />;
}
