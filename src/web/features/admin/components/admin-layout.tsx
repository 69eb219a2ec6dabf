import { IconAdjustments } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminErrorFallback } from '../../../components/layout/admin-error-fallback';
import { AreaShell } from '../../../components/layout/area-shell';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { PageLoader } from '../../../components/layout/page-loader';
import { builtAdminSections } from '../sections';
import { ADMIN_SECTION_ICONS } from './admin-section-icons';

/** The admin area's shared layout (spec §2): the area shell with the built sections; page errors show the "Admin Panel Error" fallback. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <AreaShell area="Admin" sections={builtAdminSections()} icons={ADMIN_SECTION_ICONS} fallbackIcon={IconAdjustments}>
      <ErrorBoundary key={pathname} fallback={({ error }) => <AdminErrorFallback error={error} />}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AreaShell>
  );
}
