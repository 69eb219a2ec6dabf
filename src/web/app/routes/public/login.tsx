import { Anchor, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../features/auth/auth-context';
import { EmailSignInForm } from '../../../features/auth/components/email-sign-in-form';
import { redirectTarget } from '../../../features/auth/guard';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

// Loaded when the phone tab opens: most sign-ins are by e-mail, and /login's first load is held
// to its budget (tests/e2e/budgets.spec.ts).
const PhoneSignInForm = lazy(() => import('../../../features/auth/components/phone-sign-in-form').then((m) => ({ default: m.PhoneSignInForm })));

type Method = 'email' | 'phone';
const TITLE_ID = 'sign-in-title';

/**
 * Sign in by email or phone; once signed in, back to where the guard found the user. The
 * chosen method is kept in the URL (?method=phone), so a reload or a shared link keeps it.
 */
export default function LoginRoute() {
  useDocumentTitle('Sign in');
  const { user, loading } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const method: Method = params.get('method') === 'phone' ? 'phone' : 'email';
  if (user && !loading) return <Navigate to={redirectTarget(location.state)} replace />;

  const choose = (value: string | null) =>
    // `state` carries the page to return to after signing in; keep it.
    setParams(value === 'phone' ? { method: 'phone' } : {}, { replace: true, state: location.state });

  return (
    <Stack maw={440} mx="auto">
      <PageHeader title="Sign in" titleId={TITLE_ID} />
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
        <Tabs value={method} onChange={choose} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="email">Sign in with email</Tabs.Tab>
            <Tabs.Tab value="phone">Sign in with phone</Tabs.Tab>
          </Tabs.List>
          {/* Panels are labelled by the page title, not by their tab: "Sign in with email"
              as a label would contain "Email", and the field labelled Email would no longer
              be the only match for that label. The selected tab says which form this is. */}
          <Tabs.Panel value="email" aria-labelledby={TITLE_ID}>
            <EmailSignInForm />
          </Tabs.Panel>
          <Tabs.Panel value="phone" aria-labelledby={TITLE_ID}>
            <Suspense fallback={<PageLoader />}>
              <PhoneSignInForm />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          New to the league?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Text>
        <Anchor component={Link} to="/reset-password" size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </Stack>
  );
}
