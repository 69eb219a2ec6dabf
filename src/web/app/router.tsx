import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AREA_ROLES } from '../../shared/roles';
import { RequireRole } from '../features/auth/components/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteErrorFallback } from './route-error';

// Every page is its own chunk (spec: small first load on phones).
const HomeRoute = lazy(() => import('./routes/public/home'));
const LoginRoute = lazy(() => import('./routes/public/login'));
const RegisterRoute = lazy(() => import('./routes/public/register'));
const ResetPasswordRoute = lazy(() => import('./routes/public/reset-password'));
const WaitlistRoute = lazy(() => import('./routes/public/waitlist'));
const WaiverRoute = lazy(() => import('./routes/public/waiver'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));
const AdminLayoutRoute = lazy(() => import('./routes/admin/layout'));
const AdminWaitlistRoute = lazy(() => import('./routes/admin/waitlist'));
const AdminSettingsRoute = lazy(() => import('./routes/admin/settings'));

/**
 * Guarded areas wrap their element in RequireRole. Paths not listed (pages of later issues
 * included, such as /admin and /admin/dashboard) show the not-found page.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorFallback />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'login', element: <LoginRoute /> },
        { path: 'register', element: <RegisterRoute /> },
        { path: 'reset-password', element: <ResetPasswordRoute /> },
        { path: 'waitlist', element: <WaitlistRoute /> },
        { path: 'waiver', element: <WaiverRoute /> },
        {
          path: 'profile',
          element: (
            <RequireRole>
              <ProfileRoute />
            </RequireRole>
          ),
        },
        {
          // A layout without a path of its own: /admin itself stays unrouted until its page exists.
          element: (
            <RequireRole allowed={AREA_ROLES.adminArea}>
              <AdminLayoutRoute />
            </RequireRole>
          ),
          children: [
            { path: 'admin/waitlist', element: <AdminWaitlistRoute /> },
            { path: 'admin/settings', element: <AdminSettingsRoute /> },
          ],
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
