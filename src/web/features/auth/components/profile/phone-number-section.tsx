import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useSendPhoneCodeForProfile, useVerifyNewPhone } from '../../api';
import type { AuthUser } from '../../types';
import { PhoneCodeSteps } from '../phone-code-steps';

/**
 * The account's sign-in number (decision 049): shown with whether it is verified, added or
 * changed only with a texted code. Not the player's contact phone, which league staff call.
 */
export function PhoneNumberSection({ user }: { user: AuthUser }) {
  // Remount the steps after a success so they start again from the number.
  const [round, setRound] = useState(0);
  const sendCode = useSendPhoneCodeForProfile();
  const verifyCode = useVerifyNewPhone();
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Sign-in phone number
        </Text>
        <Text size="sm" c="dimmed">
          Sign in with a code sent by text message to this number.
        </Text>
      </div>
      <Group gap="xs">
        {user.phoneNumber ? (
          <>
            <Text>{user.phoneNumber}</Text>
            <Badge variant="light" color={user.phoneNumberVerified ? 'teal' : 'gray'}>
              {user.phoneNumberVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </>
        ) : (
          <Text c="dimmed">No sign-in number yet. Add one to sign in by text message.</Text>
        )}
      </Group>
      <PhoneCodeSteps
        key={round}
        sendCode={sendCode}
        verifyCode={verifyCode}
        phoneLabel={user.phoneNumber ? 'New sign-in phone number' : 'Sign-in phone number'}
        verifyLabel="Verify and save"
        onVerified={() => {
          toast.success('Your sign-in phone number is verified and saved.');
          setRound((n) => n + 1);
        }}
      />
    </Stack>
  );
}
