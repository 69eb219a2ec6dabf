import { AdminPlayerMergePage } from '../../../features/admin-player-merge/components/admin-player-merge-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminPlayerMergeRoute() {
  useDocumentTitle('Player Merge · Admin');
  return <AdminPlayerMergePage />;
}
