import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { AdminLayout } from '../../../features/admin/components/admin-layout';
import { useAuth } from '../../../features/auth/auth-context';

/** /admin/check-in's frame: the admin layout for admins; the page alone for a referee, who has no admin area (decision 083). */
export default function CheckInAreaRoute() {
  const { role } = useAuth();
  if (role === 'admin') return <AdminLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
