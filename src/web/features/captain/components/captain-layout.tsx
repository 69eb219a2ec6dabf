import { IconLayoutDashboard } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AreaShell } from '../../../components/layout/area-shell';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { ErrorFallback } from '../../../components/layout/error-fallback';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useCaptainTeams } from '../api';
import { CaptainTeamProvider } from '../captain-team';
import { CAPTAIN_SECTIONS } from '../sections';
import { CAPTAIN_SECTION_ICONS } from './captain-section-icons';
import { TeamChooser } from './team-chooser';

/**
 * The captain area's shared layout (spec §2, §4; decision 076): the area shell, as the admin
 * area's. Above the page, the team chooser; the pages read the chosen team with useCaptainTeam().
 * The role guard (captain or admin, "Unauthorized" with the role) wraps it in the router.
 */
export function CaptainLayout() {
  const { pathname } = useLocation();
  return (
    <AreaShell area="Captain" sections={CAPTAIN_SECTIONS} icons={CAPTAIN_SECTION_ICONS} fallbackIcon={IconLayoutDashboard} className="captain-shell">
      <CaptainContent pathname={pathname} />
    </AreaShell>
  );
}

/** The chosen team's page; until the team list is in, a spinner; no team at all, said plainly. */
function CaptainContent({ pathname }: { pathname: string }) {
  const teams = useCaptainTeams();
  if (teams.isPending) return <PageLoader />;
  if (teams.isError) return <LoadError title="Your teams could not be loaded" error={teams.error} onRetry={() => void teams.refetch()} />;
  return (
    <CaptainTeamProvider teams={teams.data.teams}>
      {(value) =>
        value ? (
          <>
            <TeamChooser />
            <ErrorBoundary key={pathname} fallback={({ error, reset }) => <ErrorFallback error={error} onRetry={reset} />}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </>
        ) : (
          <>
            <PageHeader title="Captain" />
            <EmptyState>You do not captain a team this season. When an admin names you captain or co-captain of a team, it shows here.</EmptyState>
          </>
        )
      }
    </CaptainTeamProvider>
  );
}
