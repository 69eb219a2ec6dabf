import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { RequestResetForm } from '../../../features/auth/components/request-reset-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

/** Without a token: ask for a link. With ?token= (from the e-mail): choose the new password. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  // Better Auth's link callback reports a bad token as ?error=INVALID_TOKEN.
  const linkError = params.get('error');

  return (
    <Stack maw={440} mx="auto">
      <PageHeader
        title="Reset password"
        description={token ? 'Choose a new password for your account.' : 'We will email you a link to choose a new password.'}
      />
      {linkError && !token ? <FormAlert>This reset link has expired or has already been used. Please ask for a new one.</FormAlert> : null}
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
        {token ? <ResetPasswordForm token={token} /> : <RequestResetForm />}
      </Paper>
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
