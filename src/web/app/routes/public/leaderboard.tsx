import { LeaderboardPage } from '../../../features/leaderboard/components/leaderboard-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function LeaderboardRoute() {
  useDocumentTitle('Leaderboard');
  return <LeaderboardPage />;
}
