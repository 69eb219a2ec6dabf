import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, signUpInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { draftKey, readDraft, useFormDraft } from '../../../lib/form-draft';
import { useSignUp } from '../api';
import { authErrorMessage } from '../error-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { PageLoader } from '../../../components/layout/page-loader';

const EMPTY = { first_name: '', last_name: '', email: '', password: '' };
// Pure: pages that import the auth entry without this form (the gallery) must not pull it in.
const SIGN_UP_DRAFT = /* @__PURE__ */ draftKey('sign-up');
const SIGN_UP_DRAFT_FIELDS = ['first_name', 'last_name', 'email'] as const;
// Only after "Create account": /register's first load stays within its budget.
const loadCodeStep = () => import('./sign-up-code-step');
const SignUpCodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.SignUpCodeStep })));

/**
 * Registration's account step, in two steps (decision 052): the names, address and password,
 * then the 6-digit code mailed to the address, which creates the account and signs it in. The
 * server answers a taken address as a new one, so the second step says the same for both;
 * what was typed stays across it (a reload keeps it too, never the password).
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
  // The code step's address and password: the password never leaves memory.
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    void loadCodeStep();
    return signUp.mutateAsync(values).then(
      () => setPending({ email: values.email, password: values.password }),
      () => undefined,
    );
  });

  if (pending) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SignUpCodeStep
          email={pending.email}
          password={pending.password}
          onFinished={() => {
            draft.clear();
            onSignedUp();
          }}
          onSendNewCode={() => void submit()}
          sendingNewCode={signUp.isPending}
          newCodeError={signUp.error}
          onChangeDetails={() => setPending(null)}
        />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {signUp.error ? <FormAlert>{authErrorMessage(signUp.error)}</FormAlert> : null}
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
