import { Button, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth-context';

// Only signed-in users need the menu (and its popover code): visitors load none of it.
const AccountMenu = lazy(() => import('./account-menu'));

/** Spec §2: the account menu when signed in, a Login button when signed out. */
export function AccountArea() {
  const { user, loading } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<Skeleton height={36} circle />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  // While the first session check runs we do not know yet: a placeholder, not a wrong button.
  if (loading) return <Skeleton height={36} width={72} radius="md" />;
  return (
    <Button component={Link} to="/login" variant="default">
      Login
    </Button>
  );
}
