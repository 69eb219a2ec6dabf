import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { toast } from '../../../lib/toast';
import { useAuth } from '../auth-context';
import { guardDecision } from '../guard';

interface RequireRoleProps {
  /** Roles that may enter (e.g. AREA_ROLES.adminArea); omit for any signed-in user. */
  allowed?: readonly string[];
  /** The captain layout's behaviour (spec §4): say "Unauthorized" with the role on the way out. */
  notifyUnauthorized?: boolean;
  children: ReactNode;
}

/**
 * Spec §4 route guard, for the user's sake (the server enforces the same rules): spinner
 * while auth loads; signed out → /login, remembering where they were going; a role outside
 * `allowed` → home.
 */
export function RequireRole({ allowed, notifyUnauthorized = false, children }: RequireRoleProps) {
  const { loading, user, role } = useAuth();
  const location = useLocation();
  switch (guardDecision({ loading, signedIn: user !== null, role, allowed })) {
    case 'loading':
      return <PageLoader />;
    case 'sign-in':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'home':
      return <UnauthorizedRedirect role={role} notify={notifyUnauthorized} />;
    case 'allow':
      return children;
  }
}

function UnauthorizedRedirect({ role, notify }: { role: string; notify: boolean }) {
  useEffect(() => {
    if (notify) toast.error(`Your role: ${role || 'none'}`, { title: 'Unauthorized' });
  }, [notify, role]);
  return <Navigate to="/" replace />;
}
