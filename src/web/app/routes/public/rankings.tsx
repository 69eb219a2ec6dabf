import { RankingsPage } from '../../../features/rankings/components/rankings-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function RankingsRoute() {
  useDocumentTitle('Rankings');
  return <RankingsPage />;
}
