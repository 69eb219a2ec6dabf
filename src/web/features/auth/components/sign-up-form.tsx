import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, signUpInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSignUp } from '../api';
import { authErrorMessage } from '../error-messages';
import { PasswordField } from '../../../components/ui/password-field';

/** Registration's account step: creating the account also signs it in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm({
    resolver: zodResolver(signUpInputSchema),
    mode: 'onChange',
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const signUp = useSignUp();
  const { errors } = form.formState;
  // mutateAsync: once signed in, the page replaces this form, and TanStack drops the
  // per-call callbacks of mutate() when their component unmounts.
  const submit = form.handleSubmit((values) => signUp.mutateAsync(values).then(onSignedUp, () => undefined));

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {signUp.error ? <FormAlert>{authErrorMessage(signUp.error)}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
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
