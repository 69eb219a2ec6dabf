import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AREA_ROLES, roleAllowed } from '../../../../shared/roles';
import { useAuth } from '../../../features/auth/auth-context';
import { useLiveCheck } from '../../../features/games/api';
import { useHomeData } from '../../../features/home/api';
import { HomePage } from '../../../features/home/components/home-page';
import { useLeagueName } from '../../../features/settings/api';
import { PrimaryCta } from '../../layout/primary-cta';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

// Its own chunk, loaded for signed-in players only: the public home's first load stays as it was.
const NextGamePanel = lazy(() => import('../../../features/my-schedule/components/next-game-panel'));

export default function HomeRoute() {
  useDocumentTitle();
  const leagueName = useLeagueName();
  const liveGameId = useLiveCheck().data?.live_game_id ?? null;
  const home = useHomeData(liveGameId);
  const { hash } = useLocation();
  const { user, role } = useAuth();
  const showPanel = Boolean(user) && roleAllowed(role, AREA_ROLES.playerArea);
  return (
    <HomePage
      leagueName={home.data?.league_name ?? leagueName}
      data={home.data}
      isPending={home.isPending}
      error={home.error}
      onRetry={() => void home.refetch()}
      cta={<PrimaryCta />}
      liveRequested={hash === '#live'}
      personal={
        showPanel ? (
          <Suspense fallback={null}>
            <NextGamePanel />
          </Suspense>
        ) : null
      }
    />
  );
}
