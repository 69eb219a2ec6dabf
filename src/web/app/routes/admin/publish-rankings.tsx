import { PublishRankingsPage } from '../../../features/admin-rankings';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminPublishRankingsRoute() {
  useDocumentTitle('Publish rankings · Admin');
  return <PublishRankingsPage />;
}
