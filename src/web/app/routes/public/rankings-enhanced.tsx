import { EnhancedRankingsPage } from '../../../features/rankings/components/enhanced-rankings-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function RankingsEnhancedRoute() {
  useDocumentTitle('Form and trends');
  return <EnhancedRankingsPage />;
}
