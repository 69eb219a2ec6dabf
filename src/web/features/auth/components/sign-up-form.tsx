import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, signUpInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { draftKey, readDraft, useFormDraft } from '../../../lib/form-draft';
import { useSignUp } from '../api';
import { useAuthStore } from '../auth-context';
import { authErrorMessage } from '../error-messages';
import { PasswordField } from '../../../components/ui/password-field';

const EMPTY = { first_name: '', last_name: '', email: '', password: '' };
// Pure: pages that import the auth entry without this form (the gallery) must not pull it in.
const SIGN_UP_DRAFT = /* @__PURE__ */ draftKey('sign-up');
const SIGN_UP_DRAFT_FIELDS = ['first_name', 'last_name', 'email'] as const;

/**
 * Registration's account step: creating the account also signs it in. An address that
 * already has an account gets the same answer from the server, only without a session (so
 * sign-up tells no one who has an account); its owner is mailed instead, and the form says
 * to look there.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  // A reload keeps what was typed, never the password (decision 046).
  const [restored] = useState(() => readDraft(SIGN_UP_DRAFT, EMPTY, SIGN_UP_DRAFT_FIELDS));
  const form = useForm({
    resolver: zodResolver(signUpInputSchema),
    mode: 'onChange',
    defaultValues: { ...EMPTY, ...restored },
  });
  const draft = useFormDraft(form, SIGN_UP_DRAFT, SIGN_UP_DRAFT_FIELDS);
  const signUp = useSignUp();
  const store = useAuthStore();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const { errors } = form.formState;
  // mutateAsync: once signed in, the page replaces this form, and TanStack drops the
  // per-call callbacks of mutate() when their component unmounts.
  const submit = form.handleSubmit((values) => {
    setMailedTo(null);
    return signUp.mutateAsync(values).then(
      () => {
        draft.clear();
        return store.getState().session ? onSignedUp() : setMailedTo(values.email);
      },
      () => undefined,
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {signUp.error ? <FormAlert>{authErrorMessage(signUp.error)}</FormAlert> : null}
        {mailedTo ? (
          <FormAlert title="Check your email">
            We sent a message to {mailedTo}. If you already have an account with this address, sign in, or reset your password if you forgot it.
          </FormAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" autoComplete="given-name" {...form.register('first_name')} error={errors.first_name?.message} />
          <TextInput label="Last name" autoComplete="family-name" {...form.register('last_name')} error={errors.last_name?.message} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" loading={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
