import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { REGISTRATION_MESSAGES } from '../../../../shared/registrations';
import type { RegistrationOptions } from '../../../../shared/api/registrations';
import { PageLoader } from '../../../components/layout/page-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../auth';
import { displayIdentity } from '../../../lib/identity';
import { useRegistrationOptions } from '../api';
import { AccountStep } from './account-step';
import { LoadError } from '../../../components/ui/load-error';

// The steps after the account (form, schemas, photo widget) load once someone can use them:
// a visitor's first load of /register is the account step only (issue 3's budget).
const loadWizard = () => import('./registration-wizard');
const RegistrationWizard = lazy(loadWizard);

/**
 * /register: the account step, then the wizard. In waitlist mode without a usable invitation
 * the page sends people to the waitlist instead.
 */
export function RegistrationPage({ invitation }: { invitation: string | null }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const options = useRegistrationOptions(user?.id ?? null, invitation, !loading);
  const [signedUpHere, setSignedUpHere] = useState(false);

  return (
    <Stack maw={720} mx="auto" gap="lg">
      <PageHeader title="Register" description="Sign up for a season: your account, your details, a division, the waiver and the fee." />
      {loading || options.isPending ? (
        <PageLoader />
      ) : options.error && !options.data ? (
        <LoadError title="Registration could not be loaded" error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <>
          <InvitationNotes options={options.data} />
          {!options.data.can_register ? (
            <WaitlistOnly />
          ) : !user ? (
            <>
              {options.data.periods.length === 0 ? <NothingOpen /> : null}
              <AccountStep
                returnTo={{ pathname: location.pathname, search: location.search }}
                onStart={() => void loadWizard()}
                onSignedUp={() => setSignedUpHere(true)}
              />
            </>
          ) : options.data.periods.length === 0 ? (
            <NothingOpen />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <RegistrationWizard
                options={options.data}
                invitation={invitation}
                account={{ id: user.id, name: user.name, identity: displayIdentity(user) }}
                onOptionsStale={() => void options.refetch()}
                focusOnMount={signedUpHere}
              />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}

function InvitationNotes({ options }: { options: RegistrationOptions }) {
  const invited = options.invitation;
  return (
    <>
      {options.invitation_problem ? <FormAlert title="Invitation">{options.invitation_problem}</FormAlert> : null}
      {invited ? (
        <Alert variant="light" color="blue" title="You are invited">
          You were invited to register for {invited.season_name}
          {invited.division_name ? ` · ${invited.division_name}` : ''}.
        </Alert>
      ) : null}
    </>
  );
}

function WaitlistOnly() {
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <Text>{REGISTRATION_MESSAGES.waitlistOnly}</Text>
        <Button component={Link} to="/waitlist">
          Go to the waitlist
        </Button>
      </Stack>
    </Paper>
  );
}

function NothingOpen() {
  return (
    <Alert variant="light" color="gray" title="Registration is not open right now">
      No season has a division open for registration at the moment. Please check back later, or{' '}
      {/* The text's own colour: the link colour is too pale on the alert's background. */}
      <Anchor component={Link} to="/waitlist" c="inherit" fw={600}>
        join the waitlist
      </Anchor>
      .
    </Alert>
  );
}
