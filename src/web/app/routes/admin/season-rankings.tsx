import { SeasonRankingsPage } from '../../../features/admin-rankings';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function AdminSeasonRankingsRoute() {
  useDocumentTitle('Season rankings · Admin');
  return <SeasonRankingsPage />;
}
