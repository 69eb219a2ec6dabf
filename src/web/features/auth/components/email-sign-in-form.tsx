import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { signInInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { useEmailSignIn } from '../api';
import { authErrorMessage } from '../error-messages';
import { PasswordField } from '../../../components/ui/password-field';

/** Email and password sign-in. The page redirects once the session arrives. */
export function EmailSignInForm() {
  const form = useForm({
    resolver: zodResolver(signInInputSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const signIn = useEmailSignIn();
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
      <Stack>
        {signIn.error ? <FormAlert>{authErrorMessage(signIn.error)}</FormAlert> : null}
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <PasswordField label="Password" autoComplete="current-password" {...form.register('password')} error={errors.password?.message} />
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
