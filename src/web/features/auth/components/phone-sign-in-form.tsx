import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NO_ACCOUNT_FOR_PHONE_MESSAGE } from '../../../../shared/accounts';
import { isApiError } from '../../../lib/api-client';
import { usePhoneSignIn, useSendPhoneCode } from '../api';
import { PhoneCodeSteps } from './phone-code-steps';

/**
 * Phone sign-in into the account that uses the number (decision 049: a code never creates an
 * account). The right code for a number no account uses says so and offers the other ways in.
 */
export function PhoneSignInForm() {
  const sendCode = useSendPhoneCode();
  const verifyCode = usePhoneSignIn();
  const noAccount = isApiError(verifyCode.error) && verifyCode.error.status === 404;
  if (noAccount) {
    return (
      <NoAccountForPhone
        onTryAgain={() => {
          verifyCode.reset();
          sendCode.reset();
        }}
      />
    );
  }
  return <PhoneCodeSteps sendCode={sendCode} verifyCode={verifyCode} />;
}

function NoAccountForPhone({ onTryAgain }: { onTryAgain: () => void }) {
  // The page to return to after signing in stays with the e-mail tab.
  const { state } = useLocation();
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" role="alert" title={NO_ACCOUNT_FOR_PHONE_MESSAGE}>
        <Text size="sm">
          Nothing was created. Sign in with your email, or create an account. Once signed in, add this number on your profile to sign in by text message next
          time.
        </Text>
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to="/login" state={state} replace variant="filled">
          Sign in with email
        </Button>
        <Button component={Link} to="/register" variant="default">
          Create an account
        </Button>
      </Stack>
      <Anchor component="button" type="button" size="sm" onClick={onTryAgain} style={{ alignSelf: 'flex-start' }}>
        Use a different number
      </Anchor>
    </Stack>
  );
}
