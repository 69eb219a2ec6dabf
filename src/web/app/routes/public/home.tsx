import { useLocation } from 'react-router';
import { useLiveCheck } from '../../../features/games/api';
import { useHomeData } from '../../../features/home/api';
import { HomePage } from '../../../features/home/components/home-page';
import { useLeagueName } from '../../../features/settings/api';
import { PrimaryCta } from '../../layout/primary-cta';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function HomeRoute() {
  useDocumentTitle();
  const leagueName = useLeagueName();
  const liveGameId = useLiveCheck().data?.live_game_id ?? null;
  const home = useHomeData(liveGameId);
  const { hash } = useLocation();
  return (
    <HomePage
      leagueName={home.data?.league_name ?? leagueName}
      data={home.data}
      isPending={home.isPending}
      error={home.error}
      onRetry={() => void home.refetch()}
      cta={<PrimaryCta />}
      liveRequested={hash === '#live'}
    />
  );
}
