import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { normalizePhone, phoneCodeInputSchema, phoneSignInInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { authErrorMessage } from '../error-messages';
import { CodeEntry } from './code-entry';

export interface PhoneCodeInput {
  phoneNumber: string;
  code: string;
}

interface PhoneCodeStepsProps {
  sendCode: UseMutationResult<unknown, Error, string>;
  verifyCode: UseMutationResult<unknown, Error, PhoneCodeInput>;
  verifyLabel?: string;
  /** The number field's label: "Phone number" to sign in; the profile names the sign-in number. */
  phoneLabel?: string;
  onVerified?: (phoneNumber: string) => void;
}

/**
 * Two steps shared by phone sign-in and adding a phone to a profile: the number and "Send
 * code", then the 6-digit code and "Verify". Numbers go to the server in one canonical form
 * (normalizePhone) so the same phone always matches itself.
 */
export function PhoneCodeSteps({ sendCode, verifyCode, verifyLabel = 'Verify', phoneLabel = 'Phone number', onVerified }: PhoneCodeStepsProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const phoneForm = useForm({
    resolver: zodResolver(phoneSignInInputSchema),
    mode: 'onChange',
    defaultValues: { phone_number: '' },
  });
  const codeForm = useForm({
    resolver: zodResolver(phoneCodeInputSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const lastError = sentTo ? (verifyCode.error ?? sendCode.error) : sendCode.error;

  const send = (phoneNumber: string) =>
    sendCode.mutate(phoneNumber, {
      onSuccess: () => {
        verifyCode.reset();
        setSentTo(phoneNumber);
      },
    });

  if (!sentTo) {
    return (
      <form noValidate onSubmit={phoneForm.handleSubmit((values) => send(normalizePhone(values.phone_number)))}>
        <Stack>
          {lastError ? <FormAlert>{authErrorMessage(lastError)}</FormAlert> : null}
          <TextInput
            label={phoneLabel}
            type="tel"
            autoComplete="tel"
            description="e.g. 555 123 4567; outside North America, start with + and the country code"
            {...phoneForm.register('phone_number')}
            error={phoneForm.formState.errors.phone_number?.message}
          />
          <Button type="submit" loading={sendCode.isPending}>
            Send code
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={codeForm.handleSubmit((values) => verifyCode.mutate({ phoneNumber: sentTo, code: values.code }, { onSuccess: () => onVerified?.(sentTo) }))}
    >
      <Stack>
        {lastError ? <FormAlert>{authErrorMessage(lastError)}</FormAlert> : null}
        <Text size="sm" role="status">
          We sent a 6-digit code to {sentTo}. It works for 5 minutes.
        </Text>
        <CodeEntry
          field={codeForm.register('code')}
          error={codeForm.formState.errors.code?.message}
          submitLabel={verifyLabel}
          submitting={verifyCode.isPending}
          changeLabel="Use a different number"
          onChange={() => setSentTo(null)}
          onSendNewCode={() => send(sentTo)}
          sendingNewCode={sendCode.isPending}
        />
      </Stack>
    </form>
  );
}
