import { ActionIcon, Button, Drawer } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminErrorFallback } from '../../../components/layout/admin-error-fallback';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { PageLoader } from '../../../components/layout/page-loader';
import { useSwipeDrawer } from '../../../lib/use-swipe-drawer';
import { AdminNav } from './admin-nav';

const SIDEBAR_ID = 'admin-sidebar';
const DRAWER_NAV_ID = 'admin-drawer-nav';

/**
 * The admin area's shared layout (spec §2): a sidebar that collapses to icons on wider screens;
 * below 768 px a drawer, opened by the Admin menu button or a swipe right from the left edge
 * and closed by a swipe left. Page errors show the "Admin Panel Error" fallback.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'admin-sidebar-collapsed', defaultValue: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  useSwipeDrawer({ enabled: mobile, opened: drawerOpen, onOpen: drawer.open, onClose: drawer.close });
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <div className="admin-shell">
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
          <AdminNav id={SIDEBAR_ID} collapsed={collapsed} />
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
            Admin menu
          </Button>
        ) : null}
        <ErrorBoundary key={pathname} fallback={({ error }) => <AdminErrorFallback error={error} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      {mobile ? (
        <Drawer.Root opened={drawerOpen} onClose={drawer.close} position="left" size={280}>
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header component="div">
              <Drawer.Title>Admin menu</Drawer.Title>
              <Drawer.CloseButton aria-label="Close admin menu" />
            </Drawer.Header>
            <Drawer.Body>
              <AdminNav id={DRAWER_NAV_ID} onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      ) : null}
    </div>
  );
}
