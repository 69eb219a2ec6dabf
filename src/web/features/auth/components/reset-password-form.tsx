import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api';
import { authErrorMessage } from '../error-messages';
import { NewPasswordFields } from './new-password-fields';

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });
  const reset = useResetPassword();
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <FormAlert kind="success" title="Password changed">
        Your password has been changed, and any other sessions were signed out.{' '}
        <Anchor component={Link} to="/login">
          Sign in with your new password
        </Anchor>
        .
      </FormAlert>
    );
  }

  // A used or expired token will not work however often it is retried: offer a new link.
  const tokenRejected = isApiError(reset.error) && reset.error.status === 400 && reset.error.message === 'Invalid token';
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate({ newPassword: values.password, token }))}>
      <Stack>
        {reset.error ? (
          <FormAlert>
            {authErrorMessage(reset.error)}
            {tokenRejected ? (
              <>
                {' '}
                <Anchor component={Link} to="/reset-password">
                  Send me a new link
                </Anchor>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <NewPasswordFields
          password={form.register('password')}
          confirmation={form.register('confirm_password')}
          passwordError={errors.password?.message}
          confirmationError={errors.confirm_password?.message}
        />
        <Button type="submit" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
