import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteErrorFallback } from './route-error';

// Every page is its own chunk (spec: small first load on phones).
const HomeRoute = lazy(() => import('./routes/public/home'));
const LoginRoute = lazy(() => import('./routes/public/login'));
const RegisterRoute = lazy(() => import('./routes/public/register'));
const ResetPasswordRoute = lazy(() => import('./routes/public/reset-password'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));

/**
 * Guarded areas wrap their element in RequireRole, e.g.
 *   { path: 'admin', element: <RequireRole allowed={AREA_ROLES.adminArea}><AdminLayout /></RequireRole> }
 * Paths not listed (pages of later issues included) show the not-found page.
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
        {
          path: 'profile',
          element: (
            <RequireRole>
              <ProfileRoute />
            </RequireRole>
          ),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
