import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useSendPhoneCodeForProfile, useVerifyNewPhone } from '../../api';
import type { AuthUser } from '../../types';
import { PhoneCodeSteps } from '../phone-code-steps';

/** Shows the account's phone and adds or changes it, proven by a texted code. */
export function PhoneNumberSection({ user }: { user: AuthUser }) {
  // Remount the steps after a success so they start again from the number.
  const [round, setRound] = useState(0);
  const sendCode = useSendPhoneCodeForProfile();
  const verifyCode = useVerifyNewPhone();
  return (
    <>
      <Group gap="xs" mb="sm">
        {user.phoneNumber ? (
          <>
            <Text>{user.phoneNumber}</Text>
            <Badge variant="light" color={user.phoneNumberVerified ? 'teal' : 'gray'}>
              {user.phoneNumberVerified ? 'Verified' : 'Not verified'}
            </Badge>
          </>
        ) : (
          <Text c="dimmed">No phone number yet. Add one to sign in by text message.</Text>
        )}
      </Group>
      <PhoneCodeSteps
        key={round}
        sendCode={sendCode}
        verifyCode={verifyCode}
        onVerified={() => {
          toast.success('Your phone number is verified and saved.');
          setRound((n) => n + 1);
        }}
      />
    </>
  );
}
