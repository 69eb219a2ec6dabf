import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../features/auth/auth-context';
import { SignUpForm } from '../../../features/auth/components/sign-up-form';
import { displayIdentity } from '../../../features/auth/identity';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** Registration, account step (player details, division, waiver and payment come later). */
export default function RegisterRoute() {
  useDocumentTitle('Register');
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const signedInAlready = user && !loading;

  return (
    <Stack maw={520} mx="auto">
      <PageHeader title="Register" description="Create your player account to get started." />
      {signedInAlready ? (
        <FormAlert kind="success" title="You are signed in">
          You are signed in as {displayIdentity(user)}.{' '}
          <Anchor component={Link} to="/">
            Go to the home page
          </Anchor>
        </FormAlert>
      ) : (
        <>
          <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
            <SignUpForm onSignedUp={() => void navigate('/', { replace: true })} />
          </Paper>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
