import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { SignUpForm } from '../../auth';
import { ACCOUNT_STEP, REGISTRATION_STEPS } from '../wizard';
import { RegistrationProgress } from './registration-progress';

interface AccountStepProps {
  /** Where signing in comes back to: this page with its ?invitation=. */
  returnTo: { pathname: string; search: string };
  /** The next steps' code starts loading as soon as the form is used. */
  onStart: () => void;
  /** Signed in by creating the account: the page moves on to the details. */
  onSignedUp: () => void;
}

/** Step 1 for a visitor: create the account here (it signs in), or sign in and come back. */
export function AccountStep({ returnTo, onStart, onSignedUp }: AccountStepProps) {
  return (
    <Stack gap="lg">
      <RegistrationProgress step={ACCOUNT_STEP} />
      <Title order={2}>{REGISTRATION_STEPS[ACCOUNT_STEP]}</Title>
      <Text>Create your player account first. Your details, division, waiver and payment come next.</Text>
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md" onFocusCapture={onStart} onPointerEnter={onStart}>
        <Suspense fallback={<PageLoader />}>
          <SignUpForm onSignedUp={onSignedUp} />
        </Suspense>
      </Paper>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" state={{ from: returnTo }}>
          Sign in
        </Anchor>{' '}
        and you come back here to register.
      </Text>
    </Stack>
  );
}
