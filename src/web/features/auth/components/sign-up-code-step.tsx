import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormAlert } from '../../../components/ui/form-alert';
import { api } from '../../../lib/api';
import { INLINE_ERRORS } from '../api';
import { useAuthStore } from '../auth-context';
import { authErrorMessage } from '../error-messages';
import { CodeEntry } from './code-entry';

// Only the form checks it (Better Auth checks the code itself); here, so that /register's first
// load does not carry it.
const signUpCodeInputSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.')),
});

/**
 * Sign-up's second half: the mailed code and the sign-up's password finish the account and sign
 * it in (decision 052). Here rather than in api.ts, so that /register's first load does not carry it.
 */
function useFinishSignUp() {
  const store = useAuthStore();
  return useMutation({
    mutationFn: async (input: { email: string; code: string; password: string }) => {
      await api('POST /api/auth/email-otp/verify-email', { body: { email: input.email, otp: input.code, password: input.password } });
      // In the background: a full refresh shows the loader, which would unmount the form.
      await store.refresh({ background: true });
    },
    meta: INLINE_ERRORS,
  });
}

/** How long the mailed code works (the server's SIGN_UP_CODE_MINUTES). */
const CODE_MINUTES = 15;

// The phone codes' wording speaks of text messages; these codes come by e-mail.
const CODE_MESSAGES: Record<string, string> = {
  'Invalid OTP': 'That code is not right. Check the e-mail and try again.',
  'OTP expired': 'That code has expired. Please send a new code.',
};

interface SignUpCodeStepProps {
  email: string;
  password: string;
  onFinished: () => void;
  /** Signs up again with what was typed: a fresh code (decision 052). */
  onSendNewCode: () => void;
  sendingNewCode: boolean;
  /** Why the new code could not be asked for (e.g. too many sign-ups from this address). */
  newCodeError: unknown;
  /** Back to the names, address and password, as they were typed. */
  onChangeDetails: () => void;
}

/**
 * Sign-up's second step. The page says the same whether the address was new or taken (the
 * server answered both alike): the e-mail holds either the code or, for a taken address, a
 * note to its owner.
 */
export function SignUpCodeStep({ email, password, onFinished, onSendNewCode, sendingNewCode, newCodeError, onChangeDetails }: SignUpCodeStepProps) {
  const finish = useFinishSignUp();
  const form = useForm({ resolver: zodResolver(signUpCodeInputSchema), mode: 'onChange', defaultValues: { code: '' } });
  // mutateAsync: once signed in, the page replaces this form, and TanStack drops the
  // per-call callbacks of mutate() when their component unmounts.
  const submit = form.handleSubmit((values) => finish.mutateAsync({ email, password, code: values.code }).then(onFinished, () => undefined));
  const error = finish.error ? (CODE_MESSAGES[finish.error.message] ?? authErrorMessage(finish.error)) : newCodeError ? authErrorMessage(newCodeError) : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <FormAlert kind="success" title="Check your email">
          We sent a message to {email}. Enter the 6-digit code from it to finish creating your account; it works for {CODE_MINUTES} minutes. If this address
          already has an account, the message says so instead: sign in, or reset your password if you forgot it.
        </FormAlert>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <CodeEntry
          field={form.register('code')}
          error={form.formState.errors.code?.message}
          submitLabel="Finish sign-up"
          submitting={finish.isPending}
          changeLabel="Change email or details"
          onChange={onChangeDetails}
          onSendNewCode={() => {
            finish.reset();
            form.reset();
            onSendNewCode();
          }}
          sendingNewCode={sendingNewCode}
        />
        <Text size="sm" c="dimmed">
          No e-mail? Check your spam folder, and that the address is right.
        </Text>
      </Stack>
    </form>
  );
}
