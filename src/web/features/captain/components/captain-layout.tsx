import { ActionIcon, Button, Drawer } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { ErrorFallback } from '../../../components/layout/error-fallback';
import { PageLoader } from '../../../components/layout/page-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useSwipeDrawer } from '../../../lib/use-swipe-drawer';
import { useCaptainTeams } from '../api';
import { CaptainTeamProvider } from '../captain-team';
import { CaptainNav } from './captain-nav';
import { TeamChooser } from './team-chooser';

const SIDEBAR_ID = 'captain-sidebar';
const DRAWER_NAV_ID = 'captain-drawer-nav';

/**
 * The captain area's shared layout (spec §2, §4; decision 076), built like the admin one: a
 * sidebar that collapses to icons on wider screens; below 768 px a drawer, opened by the Captain
 * menu button or a swipe right from the left edge and closed by a swipe left. Above the page,
 * the team chooser; the pages read the chosen team with useCaptainTeam().
 * The role guard (captain or admin, "Unauthorized" with the role) wraps it in the router.
 */
export function CaptainLayout() {
  const { pathname } = useLocation();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'captain-sidebar-collapsed', defaultValue: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  useSwipeDrawer({ enabled: mobile, opened: drawerOpen, onOpen: drawer.open, onClose: drawer.close });
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <div className="admin-shell captain-shell">
      {mobile ? null : (
        <div className="admin-sidebar" data-collapsed={collapsed || undefined}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={SIDEBAR_ID}
            mb="xs"
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={20} aria-hidden />}
          </ActionIcon>
          <CaptainNav id={SIDEBAR_ID} collapsed={collapsed} />
        </div>
      )}
      <div className="admin-content">
        {mobile ? (
          <Button
            variant="default"
            size="xs"
            mb="md"
            leftSection={<IconMenu2 size={16} aria-hidden />}
            onClick={drawer.open}
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? DRAWER_NAV_ID : undefined}
          >
            Captain menu
          </Button>
        ) : null}
        <CaptainContent pathname={pathname} />
      </div>
      {mobile ? (
        <Drawer.Root opened={drawerOpen} onClose={drawer.close} position="left" size={280}>
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header component="div">
              <Drawer.Title>Captain menu</Drawer.Title>
              <Drawer.CloseButton aria-label="Close captain menu" />
            </Drawer.Header>
            <Drawer.Body>
              <CaptainNav id={DRAWER_NAV_ID} onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      ) : null}
    </div>
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
